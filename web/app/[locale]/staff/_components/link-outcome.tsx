'use client';

import { useTranslations } from 'next-intl';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';

type Props = {
  /** The form's messages: each has `done` (with `{email}` and a `<link>` to sign in) and `incomplete`. */
  namespace: 'staffSetPasswordForm' | 'staffSetupForm';
  /** The email the form's answer named, once it succeeded. */
  done: string | null;
  /** useLinkToken's answer: null when the link came without its token. */
  token: string | null | undefined;
};

/**
 * What a one-time link's form (set a password, make the first admin) shows instead of itself: the way on to sign
 * in once it worked, or why it cannot work when the link lost its token. Null: show the form.
 */
export function LinkOutcome({ namespace, done, token }: Props) {
  const t = useTranslations(namespace as 'staffSetupForm');
  if (done) {
    return (
      <p role="status">
        {t.rich('done', { email: done, link: (chunks) => <PageLink href={pages.staffLogin.path}>{chunks}</PageLink> })}
      </p>
    );
  }
  if (token === null) return <p role="alert">{t('incomplete')}</p>;
  return null;
}
