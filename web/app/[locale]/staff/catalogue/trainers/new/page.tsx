import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { courseChoices } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { TrainerForm } from '../../_components/trainer-form';
import { EMPTY_TRAINER } from '../../_lib/trainer-fields';

export const metadata: Metadata = { title: 'New trainer', robots: { index: false, follow: false } };

/** An admin adds a trainer with what they teach. */
export default async function NewTrainerPage() {
  const { member } = await requireStaffPage();
  const courses = member.role === 'admin' ? await courseChoices() : [];
  return (
    <PageShell title="New trainer">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffTrainers} />
      {member.role === 'admin' ? <TrainerForm id={null} initial={EMPTY_TRAINER} courses={courses} /> : <ReadOnlyNote />}
    </PageShell>
  );
}
