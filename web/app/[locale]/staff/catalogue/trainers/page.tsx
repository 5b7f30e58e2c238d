import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import buttons from '@/components/ui/button.module.css';
import { pages, staffTrainerPath } from '@/lib/routes/pages';
import { listTrainersForConsole } from '@/lib/staff/catalogue/trainers';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import styles from '../catalogue.module.css';

export const metadata: Metadata = { title: 'Trainers', robots: { index: false, follow: false } };

/** Every trainer by name, with how many courses they teach. */
export default async function TrainersPage() {
  const { member } = await requireStaffPage();
  const trainers = await listTrainersForConsole();
  return (
    <PageShell title="Trainers" lead="Who teaches which course, their batches and prices.">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffTrainers} />
      {member.role === 'admin' && (
        <p><Link href={pages.staffNewTrainer.path} className={`${buttons.primary} ${styles.button}`}>New trainer</Link></p>
      )}
      <table className={staff.table}>
        <caption className="visually-hidden">Trainers</caption>
        <thead>
          <tr>
            <th scope="col">Trainer</th>
            <th scope="col">Courses</th>
          </tr>
        </thead>
        <tbody>
          {trainers.map((t) => (
            <tr key={t.id}>
              <td data-label="Trainer"><Link href={staffTrainerPath(t.id)}>{t.trainerName}</Link></td>
              <td data-label="Courses">{t.courses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageShell>
  );
}
