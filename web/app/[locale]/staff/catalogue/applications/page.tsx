import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { PageShell } from '@/components/ui/page-shell';
import { istDateOf } from '@/components/ui/relative-time';
import { pages, staffTrainerPath } from '@/lib/routes/pages';
import { listApplications } from '@/lib/staff/catalogue/applications';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { ApproveButton } from '../_components/approve-button';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import { CATALOGUE_SAID } from '../_lib/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('applications'), robots: { index: false, follow: false } };
}

/** Applications from Become a Trainer, newest first: an admin approves one and it becomes a trainer. */
export default async function ApplicationsPage() {
  const { member } = await requireStaffPage();
  const [t, locale, applications] = await Promise.all([getTranslations('catalogueConsole.applications'), getLocale(), listApplications()]);
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffApplications} />
      {applications.length === 0 ? (
        <p role="status">{t('none')}</p>
      ) : (
        <WithMessages namespaces={['catalogueApplications']} said={CATALOGUE_SAID}>
          <table className={staff.table}>
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('applicant')}</th>
                <th scope="col">{t('courses')}</th>
                <th scope="col">{t('experience')}</th>
                <th scope="col">{t('city')}</th>
                <th scope="col">{t('received')}</th>
                <th scope="col">{t('trainer')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((a) => (
                <tr key={a.id} id={`application-${a.id}`}>
                  <td data-label={t('applicant')} className={staff.email}>{a.name}<br />{a.email}</td>
                  <td data-label={t('courses')}>{a.courses.join(', ')}</td>
                  <td data-label={t('experience')}>{t('years', { count: a.yearsOfExperience, shown: formatCount(a.yearsOfExperience, locale) })}</td>
                  <td data-label={t('city')}>{a.city}</td>
                  <td data-label={t('received')}>{istDateOf(a.createdAt.toISOString(), locale)}</td>
                  <td data-label={t('trainer')}>
                    {a.trainerId ? (
                      <PageLink href={staffTrainerPath(a.trainerId)}>{a.trainerName ?? t('approved')}</PageLink>
                    ) : a.approvedAt ? (
                      t('approved')
                    ) : member.role === 'admin' ? (
                      <ApproveButton id={a.id} name={a.name} />
                    ) : (
                      t('waiting')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </WithMessages>
      )}
    </PageShell>
  );
}
