import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { unlistedPageMetadata } from '@/app/_lib/metadata';
import { AccountView } from './_components/account-view';

export const generateMetadata = () => unlistedPageMetadata('account', pages.account.path);

/**
 * The learner's own page (issue 30). The HTML holds nothing personal: the browser draws it from /api/user/account
 * with the stored session's bearer token (spec section 3's local storage key `data`).
 */
export default async function AccountPage() {
  const t = await getTranslations('account');
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <WithMessages namespaces={['account', 'emailOtp', 'starRating']} said={['validation']}>
        <AccountView />
      </WithMessages>
    </PageShell>
  );
}
