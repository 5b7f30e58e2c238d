import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import { CATALOGUE_SAID } from '../_lib/messages';
import { ImportForm } from './_components/import-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('import'), robots: { index: false, follow: false } };
}

/** Courses, trainers or batches by the hundred, from a spreadsheet saved as CSV (issue 29); admins only. */
export default async function ImportPage() {
  const { member } = await requireStaffPage();
  const t = await getTranslations('catalogueConsole.import');
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffImport} />
      {member.role === 'admin'
        ? (
          <WithMessages namespaces={['catalogueImport']} said={CATALOGUE_SAID}>
            <ImportForm />
          </WithMessages>
        )
        : <p className={staff.note}>{t('adminsOnly')}</p>}
    </PageShell>
  );
}
