import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { pages } from '@/lib/routes/pages';
import { requireStaffPage } from '../../_lib/current-staff';
import staff from '../../staff.module.css';
import { CataloguePage, catalogueMetadata } from '../_components/catalogue-page';
import { CATALOGUE_SAID } from '../_lib/messages';
import { ImportForm } from './_components/import-form';

export const generateMetadata = () => catalogueMetadata('import');

/** Courses, trainers or batches by the hundred, from a spreadsheet saved as CSV (issue 29); admins only. */
export default async function ImportPage() {
  const { member } = await requireStaffPage();
  const t = await getTranslations('catalogueConsole.import');
  return (
    <CataloguePage member={member} tab={pages.staffImport} title={t('title')} lead={t('lead')}>
      {member.role === 'admin' ? (
        <WithMessages namespaces={['catalogueImport']} said={CATALOGUE_SAID}>
          <ImportForm />
        </WithMessages>
      ) : (
        <p className={staff.note}>{t('adminsOnly')}</p>
      )}
    </CataloguePage>
  );
}
