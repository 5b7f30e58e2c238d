'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Path } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { formatCount } from '@/components/ui/format-count';
import form from '@/components/ui/form.module.css';
import { STAFF_PASSWORD_MIN } from '@/lib/validation/staff';

type Values = { token: string; password: string; confirmPassword: string };

type Props<T extends Values> = {
  f: AnyForm<T>;
  /** The form's messages: each has newPassword, confirmPassword, hint, submit and reading. */
  namespace: 'staffSetPasswordForm' | 'staffSetupForm';
  submission: Parameters<typeof SubmitRow>[0]['submission'];
  onRetry: () => unknown;
  /** useLinkToken's answer: the button waits while the token is being read. */
  token: string | null | undefined;
};

// The new password and its repeat: the same input but for the field and its label's message.
const PASSWORDS = [
  { name: 'password', labelKey: 'newPassword' },
  { name: 'confirmPassword', labelKey: 'confirmPassword' },
] as const;

/** The end of a one-time link's form (set a password, make the first admin): the new password twice, and send. */
export function NewPasswordFields<T extends Values>({ f, namespace, submission, onRetry, token }: Props<T>) {
  const t = useTranslations(namespace as 'staffSetupForm');
  const locale = useLocale();
  return (
    <>
      {PASSWORDS.map(({ name, labelKey }) => (
        <PasswordField
          key={name}
          f={f}
          name={name as Path<T>}
          label={t(labelKey)}
          autoComplete="new-password"
          maxLength={128}
        />
      ))}
      <p className={form.hint}>{t('hint', { min: formatCount(STAFF_PASSWORD_MIN, locale) })}</p>
      <SubmitRow
        submission={submission}
        onRetry={onRetry}
        label={t('submit')}
        heldBack={token === undefined && t('reading')}
      />
    </>
  );
}
