import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { istDateOf } from '@/components/ui/relative-time';
import { pages, staffTrainerPath } from '@/lib/routes/pages';
import { listApplications } from '@/lib/staff/catalogue/applications';
import { StaffTable } from '../../_components/staff-table';
import staff from '../../staff.module.css';
import { ApproveButton } from '../_components/approve-button';
import { CataloguePage, catalogueMetadata } from '../_components/catalogue-page';
import { CATALOGUE_SAID } from '../_lib/messages';
import { readCataloguePage } from '../_lib/page-data';

export const generateMetadata = () => catalogueMetadata('applications');

/** Applications from Become a Trainer, newest first: an admin approves one and it becomes a trainer. */
export default async function ApplicationsPage() {
  const {
    member,
    t,
    locale,
    rows: applications,
  } = await readCataloguePage('catalogueConsole.applications', listApplications);
  return (
    <CataloguePage member={member} tab={pages.staffApplications} title={t('title')} lead={t('lead')}>
      {applications.length === 0 ? (
        <p role="status">{t('none')}</p>
      ) : (
        <WithMessages namespaces={['catalogueApplications']} said={CATALOGUE_SAID}>
          <StaffTable
            caption={t('caption')}
            rows={applications}
            rowKey={(a) => a.id}
            rowProps={(a) => ({ id: `application-${a.id}` })}
            columns={[
              {
                label: t('applicant'),
                className: staff.email,
                cell: (a) => (
                  <>
                    {a.name}
                    <br />
                    {a.email}
                  </>
                ),
              },
              { label: t('courses'), cell: (a) => a.courses.join(', ') },
              {
                label: t('experience'),
                cell: (a) =>
                  t('years', { count: a.yearsOfExperience, shown: formatCount(a.yearsOfExperience, locale) }),
              },
              { label: t('city'), cell: (a) => a.city },
              { label: t('received'), cell: (a) => istDateOf(a.createdAt.toISOString(), locale) },
              {
                label: t('trainer'),
                cell: (a) =>
                  a.trainerId ? (
                    <PageLink href={staffTrainerPath(a.trainerId)}>{a.trainerName ?? t('approved')}</PageLink>
                  ) : a.approvedAt ? (
                    t('approved')
                  ) : member.role === 'admin' ? (
                    <ApproveButton id={a.id} name={a.name} />
                  ) : (
                    t('waiting')
                  ),
              },
            ]}
          />
        </WithMessages>
      )}
    </CataloguePage>
  );
}
