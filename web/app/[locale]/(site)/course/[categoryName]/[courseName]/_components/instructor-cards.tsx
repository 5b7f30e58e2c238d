import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { isSvg } from '@/components/ui/is-svg';
import type { TrainerEntry } from '@/lib/backend';
import { trainerNameIn } from '@/lib/academy/catalogue-words';
import type { Locale } from '@/lib/i18n/locales';
import { cardPrice, languagesOf, titleCase } from '@/lib/pricing';
import { formatRupees } from '@/lib/rupees';
import { scheduleText, type ScheduleText } from '@/lib/schedule-words';
import { TrainerCardActions } from './trainer-card-actions';
import styles from './course-page.module.css';

export const DEFAULT_TRAINER_IMAGE = '/images/default-trainer.svg';
const MAX_TIMINGS = 2; // spec section 9

type Words = { t: Awaited<ReturnType<typeof getTranslations<'coursePage'>>>; schedule: ScheduleText; locale: Locale };

function TrainerCard({ trainer, words: { t, schedule, locale } }: { trainer: TrainerEntry; words: Words }) {
  const details = trainer.trainerDetails;
  const name = titleCase(trainerNameIn(details, locale) || trainer.trainerName);
  const src = details.trainerImage || DEFAULT_TRAINER_IMAGE;
  const timings = trainer.timings.slice(0, MAX_TIMINGS);
  const languages = languagesOf(details.language);
  const price = cardPrice(trainer);
  const nameId = `trainer-${trainer.id}`;
  return (
    <li className={styles.trainerCard}>
      <Image className={styles.trainerImage} src={src} alt="" width={96} height={96} unoptimized={isSvg(src)} />
      <div className={styles.trainerBody}>
        <h3 id={nameId} className={styles.trainerName}>
          {name}
        </h3>
        <dl className={styles.trainerFacts}>
          <dt>{t('timings')}</dt>
          <dd>
            {timings.length ? (
              <ul className={styles.inlineList}>
                {timings.map((timing, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a batch's timings are a fixed list from the server that never reorders, and two may read the same
                  <li key={i}>{schedule.timing(timing)}</li>
                ))}
              </ul>
            ) : (
              schedule.noTimings()
            )}
          </dd>
          <dt>{t('languages')}</dt>
          <dd>{languages ? languages.join(', ') : t('noLanguages')}</dd>
          <dt>{t('price')}</dt>
          <dd className={styles.price}>
            {price.kind === 'free' ? (
              schedule.freeCourse()
            ) : (
              <>
                <strong>{formatRupees(price.price)}</strong>
                {price.originalPrice != null && (
                  <s className={styles.originalPrice}>
                    <span className="visually-hidden">{t('originalPrice')} </span>
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
export async function InstructorCards({ trainers }: { trainers: TrainerEntry[] }) {
  const [t, schedule, locale] = await Promise.all([
    getTranslations('coursePage'),
    getTranslations('courseSchedule'),
    getLocale(),
  ]);
  if (trainers.length === 0) return <p className={styles.empty}>{t('noTrainers')}</p>;
  const words = { t, schedule: scheduleText(schedule, locale), locale };
  return (
    <ul className={styles.trainerList}>
      {trainers.map((trainer) => (
        <TrainerCard key={trainer.id} trainer={trainer} words={words} />
      ))}
    </ul>
  );
}
