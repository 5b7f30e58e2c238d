import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Fragment } from 'react';
import { PageShell } from '@/components/ui/page-shell';
import { formatRupees } from '@/lib/rupees';
import { pages } from '@/lib/routes/pages';
import { courseChoices } from '@/lib/staff/catalogue/courses';
import { trainerForConsole } from '@/lib/staff/catalogue/trainers';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { TrainerForm } from '../../_components/trainer-form';
import { trainerFields } from '../../_lib/trainer-fields';
import styles from '../../catalogue.module.css';

export const metadata: Metadata = { title: 'Trainer', robots: { index: false, follow: false } };

/** One trainer: admins edit everything they teach; counsellors read their courses, batches and prices. */
export default async function TrainerPage({ params }: PageProps<'/[locale]/staff/catalogue/trainers/[trainerId]'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).trainerId);
  const [trainer, courses] = await Promise.all([trainerForConsole(id), courseChoices()]);
  if (!trainer) notFound();
  const courseName = (courseId: number) => courses.find((c) => c.id === courseId)?.label ?? `Course ${courseId} (archived)`;
  return (
    <PageShell title={trainer.trainerName} lead={trainer.language.join(', ') || undefined}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffTrainers} />
      {member.role === 'admin' ? (
        <TrainerForm id={id} initial={trainerFields(trainer)} courses={courses} />
      ) : (
        <>
          {trainer.courses.map((taught) => (
            <section key={taught.courseId} aria-label={courseName(taught.courseId)}>
              <h2>{courseName(taught.courseId)}</h2>
              <dl className={styles.facts}>
                {taught.batches.map((batch, i) => (
                  <Fragment key={batch.id ?? i}>
                    <dt>Batch {i + 1}</dt>
                    <dd>
                      {batch.timings.map((t) => `${t.from} - ${t.to}`).join(', ')} · {batch.days.join(', ') || 'No days'} ·{' '}
                      {batch.sessions.length ? batch.sessions.map((s) => `${s.name}: ${formatRupees(s.price)} / ${batch.feeType}`).join(', ') : 'Free'}
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </section>
          ))}
          <ReadOnlyNote />
        </>
      )}
    </PageShell>
  );
}
