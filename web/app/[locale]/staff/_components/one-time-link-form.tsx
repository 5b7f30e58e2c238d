'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import form from '@/components/ui/form.module.css';
import type { LinkValues, OneTimeLink } from '../_lib/use-one-time-link-form';
import { LinkOutcome } from './link-outcome';
import { NewPasswordFields } from './new-password-fields';

type Props<T extends LinkValues> = {
  /** The form's messages: `form` (its accessible name), and what LinkOutcome and NewPasswordFields say. */
  namespace: 'staffSetPasswordForm' | 'staffSetupForm';
  link: OneTimeLink<T>;
  /** The form's own fields, before the new password. */
  children?: ReactNode;
};

/**
 * A one-time link's form (useOneTimeLinkForm): its own fields, the new password twice and send; or, once it worked or
 * when the link came without its token, what LinkOutcome says instead.
 */
export function OneTimeLinkForm<T extends LinkValues>({ namespace, link, children }: Props<T>) {
  const t = useTranslations(namespace as 'staffSetupForm');
  const { f, token, done, submission, submit } = link;
  if (done || token === null) return <LinkOutcome namespace={namespace} done={done} token={token} />;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      {children}
      <NewPasswordFields f={f} namespace={namespace} submission={submission} onRetry={submit} token={token} />
    </form>
  );
}
