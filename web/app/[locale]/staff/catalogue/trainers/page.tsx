import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { PageShell } from '@/components/ui/page-shell';
import buttons from '@/components/ui/button.module.css';
import { pages, staffTrainerPath } from '@/lib/routes/pages';
import { listTrainersForConsole } from '@/lib/staff/catalogue/trainers';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import styles from '../catalogue.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('trainers'), robots: { index: false, follow: false } };
}

/** Every trainer by name, with how many courses they teach. */
export default async function TrainersPage() {
  const { member } = await requireStaffPage();
  const [t, locale, trainers] = await Promise.all([getTranslations('catalogueConsole.trainers'), getLocale(), listTrainersForConsole()]);
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffTrainers} />
      {member.role === 'admin' && (
        <p><PageLink href={pages.staffNewTrainer.path} className={`${buttons.primary} ${styles.button}`}>{t('newTrainer')}</PageLink></p>
      )}
      <table className={staff.table}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trainer')}</th>
            <th scope="col">{t('courses')}</th>
          </tr>
        </thead>
        <tbody>
          {trainers.map((trainer) => (
            <tr key={trainer.id}>
              <td data-label={t('trainer')}><PageLink href={staffTrainerPath(trainer.id)}>{trainer.trainerName}</PageLink></td>
              <td data-label={t('courses')}>{formatCount(trainer.courses, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageShell>
  );
}
