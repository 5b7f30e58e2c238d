import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { formatRupees } from '@/lib/rupees';
import { pages } from '@/lib/routes/pages';
import { courseChoices } from '@/lib/staff/catalogue/courses';
import { trainerForConsole } from '@/lib/staff/catalogue/trainers';
import { requireStaffPage } from '../../../_lib/current-staff';
import { AdminEditor, CataloguePage, catalogueMetadata } from '../../_components/catalogue-page';
import { TrainerForm } from '../../_components/trainer-form';
import { TRAINER_FORM_MESSAGES } from '../../_lib/messages';
import { trainerFields } from '../../_lib/trainer-fields';
import styles from '../../catalogue.module.css';

export const generateMetadata = () => catalogueMetadata('trainer');

/** One trainer: admins edit everything they teach; counsellors read their courses, batches and prices. */
export default async function TrainerPage({ params }: PageProps<'/[locale]/staff/catalogue/trainers/[trainerId]'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).trainerId);
  const [trainer, courses] = await Promise.all([trainerForConsole(id), courseChoices()]);
  if (!trainer) notFound();
  const [t, form] = await Promise.all([
    getTranslations('catalogueConsole.trainers'),
    getTranslations('catalogueTrainerForm'),
  ]);
  const courseName = (courseId: number) =>
    courses.find((c) => c.id === courseId)?.label ?? t('archivedCourse', { id: courseId });
  const taughtList = trainer.courses.map((taught) => (
    <section key={taught.courseId} aria-label={courseName(taught.courseId)}>
      <h2>{courseName(taught.courseId)}</h2>
      <dl className={styles.facts}>
        {taught.batches.map((batch, i) => (
          <Fragment key={batch.id ?? i}>
            <dt>{t('batch', { number: i + 1 })}</dt>
            <dd>
              {batch.timings.map((timing) => `${timing.from} - ${timing.to}`).join(', ')} ·{' '}
              {batch.days.map((day) => form(`days.${day}`)).join(', ') || t('noDays')} ·{' '}
              {batch.sessions.length
                ? batch.sessions
                    .map((s) =>
                      t('price', { name: s.name, price: formatRupees(s.price), fee: form(`fees.${batch.feeType}`) }),
                    )
                    .join(', ')
                : t('free')}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  ));
  return (
    <CataloguePage
      member={member}
      tab={pages.staffTrainers}
      title={trainer.trainerName}
      lead={trainer.language.join(', ') || undefined}
    >
      <AdminEditor member={member} messages={TRAINER_FORM_MESSAGES} readOnly={taughtList}>
        <TrainerForm id={id} initial={trainerFields(trainer)} courses={courses} />
      </AdminEditor>
    </CataloguePage>
  );
}
