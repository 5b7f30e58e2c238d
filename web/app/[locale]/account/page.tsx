import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../_lib/metadata';
import { AccountView } from './_components/account-view';

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'My account', description: 'Your demo requests, enrolments, reviews and details.', path: pages.account.path, index: false,
});

/**
 * The learner's own page (issue 30). The HTML holds nothing personal: the browser draws it from /api/user/account
 * with the stored session's bearer token (spec section 3's local storage key `data`).
 */
export default function AccountPage() {
  return (
    <PageShell title="My account" lead="What you booked, what happened to it, and your data.">
      <AccountView />
    </PageShell>
  );
}
