import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../_lib/metadata';
import { AccountView } from './_components/account-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return pageMetadata({ title: t('title'), description: t('description'), path: pages.account.path, index: false });
}

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
