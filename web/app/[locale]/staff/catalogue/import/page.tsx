import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import { ImportForm } from './_components/import-form';

export const metadata: Metadata = { title: 'Import', robots: { index: false, follow: false } };

/** Courses, trainers or batches by the hundred, from a spreadsheet saved as CSV (issue 29); admins only. */
export default async function ImportPage() {
  const { member } = await requireStaffPage();
  return (
    <PageShell title="Import" lead="Add many courses, trainers or batches at once from a spreadsheet saved as CSV.">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffImport} />
      {member.role === 'admin' ? <ImportForm /> : <p className={staff.note}>Only admins can import the catalogue.</p>}
    </PageShell>
  );
}
