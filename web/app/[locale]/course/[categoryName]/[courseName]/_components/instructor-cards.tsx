import Image from 'next/image';
import { isSvg } from '@/components/ui/is-svg';
import type { TrainerEntry } from '@/lib/backend';
import { cardPrice, languagesOf, timingLabel, titleCase } from '@/lib/pricing';
import { formatRupees } from '@/lib/rupees';
import { TrainerCardActions } from './trainer-card-actions';
import styles from './course-page.module.css';

export const DEFAULT_TRAINER_IMAGE = '/images/default-trainer.svg';
const MAX_TIMINGS = 2; // spec section 9

function TrainerCard({ trainer }: { trainer: TrainerEntry }) {
  const details = trainer.trainerDetails;
  const name = titleCase(details.trainerName || trainer.trainerName);
  const src = details.trainerImage || DEFAULT_TRAINER_IMAGE;
  const timings = trainer.timings.slice(0, MAX_TIMINGS);
  const languages = languagesOf(details.language);
  const price = cardPrice(trainer);
  const nameId = `trainer-${trainer.id}`;
  return (
    <li className={styles.trainerCard}>
      <Image className={styles.trainerImage} src={src} alt="" width={96} height={96} unoptimized={isSvg(src)} />
      <div className={styles.trainerBody}>
        <h3 id={nameId} className={styles.trainerName}>{name}</h3>
        <dl className={styles.trainerFacts}>
          <dt>Timings</dt>
          <dd>
            {timings.length ? (
              <ul className={styles.inlineList}>{timings.map((t, i) => <li key={i}>{timingLabel(t)}</li>)}</ul>
            ) : (
              'No available timings'
            )}
          </dd>
          <dt>Languages</dt>
          <dd>{languages ? languages.join(', ') : 'Language data is unavailable'}</dd>
          <dt>Price</dt>
          <dd className={styles.price}>
            {price.kind === 'free' ? (
              'Free Course'
            ) : (
              <>
                <strong>{formatRupees(price.price)}</strong>
                {price.originalPrice != null && (
                  <s className={styles.originalPrice}>
                    <span className="visually-hidden">Original price </span>
                    {formatRupees(price.originalPrice)}
                  </s>
                )}
              </>
            )}
          </dd>
        </dl>
        <TrainerCardActions trainerId={trainer.id} describedBy={nameId} />
      </div>
    </li>
  );
}

/** Spec "Instructor cards"; 'No trainers available' when the course has none. */
export function InstructorCards({ trainers }: { trainers: TrainerEntry[] }) {
  if (trainers.length === 0) return <p className={styles.empty}>No trainers available</p>;
  return (
    <ul className={styles.trainerList}>
      {trainers.map((trainer) => <TrainerCard key={trainer.id} trainer={trainer} />)}
    </ul>
  );
}
