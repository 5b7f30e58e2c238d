'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import form from '@/components/ui/form.module.css';
import type { Batch, Trainer } from '@/lib/backend';
import { getTrainer } from '../../_lib/academy-client';
import { demoEmbedUrl } from '@/lib/demo-embed';
import { courseOf } from '../../_lib/batch-choice';
import { useScheduleText } from '../../_lib/use-schedule-text';
import { trainerNameIn } from '@/lib/academy/catalogue-words';
import { titleCase } from '@/lib/pricing';
import styles from './enrolment.module.css';

type Props = {
  /** The trainer whose demo is open, or null when closed. */
  trainerId: number | null;
  /** The name the page already knows, shown while the details load. */
  trainerName: string;
  courseName: string;
  onClose: () => void;
  /** Enroll Now on a batch row: the demo closes and the enrol popup opens with that batch chosen. */
  onEnrol: (batches: Batch[], batch: Batch) => void;
};

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; trainer: Trainer };

/** 'View Demo': the Trainer Demo popup (spec sections 2 and 4), loaded from GET /api/current/getTrainer/{id}. */
export function TrainerDemoDialog({ trainerId, trainerName, courseName, onClose, onEnrol }: Props) {
  const t = useTranslations('courseEnrolment');
  return (
    <Dialog open={trainerId !== null} title={t('trainerDemoTitle')} onClose={onClose} size="wide">
      {trainerId !== null && (
        <TrainerDemo
          key={trainerId}
          trainerId={trainerId}
          trainerName={trainerName}
          courseName={courseName}
          onEnrol={onEnrol}
        />
      )}
    </Dialog>
  );
}

function TrainerDemo({
  trainerId,
  trainerName,
  courseName,
  onEnrol,
}: Omit<Props, 'trainerId' | 'onClose'> & { trainerId: number }) {
  const t = useTranslations('courseEnrolment');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getTrainer(trainerId, controller.signal).then(
      (trainer) => setLoad({ state: 'loaded', trainer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[course page] trainer demo could not be loaded', error);
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [trainerId, attempt]);

  const heading = <h3 className={styles.trainerName}>{titleCase(trainerName)}</h3>;
  if (load.state === 'loading') {
    return (
      <>
        {heading}
        <p role="status">{t('loading')}</p>
      </>
    );
  }
  if (load.state === 'failed') {
    return (
      <>
        {heading}
        <div className={`${form.alert} ${form.failure}`} role="alert">
          <span>{t('demoFailed')}</span>
          <button
            type="button"
            className={form.retry}
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </button>
        </div>
      </>
    );
  }
  return <DemoDetails trainer={load.trainer} courseName={courseName} onEnrol={onEnrol} />;
}

function DemoDetails({
  trainer,
  courseName,
  onEnrol,
}: {
  trainer: Trainer;
  courseName: string;
  onEnrol: Props['onEnrol'];
}) {
  const t = useTranslations('courseEnrolment');
  const actions = useTranslations('courseActions');
  const locale = useLocale();
  const schedule = useScheduleText();
  const [noTimings, setNoTimings] = useState(false);
  const course = courseOf(trainer.courses, courseName);
  const batches = course?.batches ?? [];
  const embed = batches.map((b) => demoEmbedUrl(b.demoLink)).find(Boolean) ?? null;
  const name = titleCase(trainerNameIn(trainer.trainerDetails, locale));
  // The lookup's own description belongs to the trainer's first course; this course's is on its batches.
  const description =
    batches.find((b) => b.trainerCourseDescription)?.trainerCourseDescription ??
    (course && trainer.courses[0] === course ? trainer.trainerDetails.trainerCourseDescription : null);

  return (
    <>
      <h3 className={styles.trainerName}>{name}</h3>
      {embed ? (
        <div className={styles.video}>
          <iframe
            src={embed}
            title={t('demoVideo', { name })}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p className={styles.note}>{t('noDemo')}</p>
      )}
      <h4 className={styles.subheading}>{t('aboutCourse')}</h4>
      <p className={styles.description}>{description?.trim() || t('noDescription')}</p>
      {noTimings && (
        <p className={`${form.alert} ${styles.alertSpacing}`} role="alert">
          {t('noTimingsForBatch')}
        </p>
      )}
      {batches.length === 0 ? (
        <p className={styles.note}>{t('noBatches')}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('batchesOf', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('timing')}</th>
              <th scope="col">{t('days')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('enrol')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.batchId}>
                {/* On a phone each cell shows its heading before it (data-label). */}
                <td data-label={t('timing')}>
                  {batch.timings.length ? (
                    <ul className={styles.timings}>
                      {batch.timings.map((timing, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a batch's timings are a fixed list from the server that never reorders, and two may read the same
                        <li key={i}>{schedule.timing(timing)}</li>
                      ))}
                    </ul>
                  ) : (
                    schedule.noTimings()
                  )}
                </td>
                <td data-label={t('days')}>{schedule.days(batch.days)}</td>
                <td data-label={t('price')}>{schedule.batchPrice(batch)}</td>
                <td data-label="">
                  <button
                    type="button"
                    className={styles.rowButton}
                    onClick={() => {
                      if (batch.timings.length === 0) setNoTimings(true);
                      else onEnrol(batches, batch);
                    }}
                  >
                    {actions('enrollNow')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
