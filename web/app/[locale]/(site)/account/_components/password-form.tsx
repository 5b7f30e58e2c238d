'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import { useSaid } from '@/components/i18n/said-provider';
import form from '@/components/ui/form.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { postJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import { passwordChangeSchema, type PasswordChange, type PasswordChangeInput } from '@/lib/validation/account';
import { ActionRow } from './action-row';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** A new password (the current one needed; other devices are logged out), and Sign out everywhere. */
export function PasswordForm() {
  const t = useTranslations('account.password');
  const say = useSaid();
  const f = useForm<PasswordChangeInput, unknown, PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const [done, setDone] = useState<string | null>(null);
  const onSuccess = useCallback(
    (body: { message: string }) => {
      f.reset(EMPTY);
      setDone(body.message);
    },
    [f],
  );
  const submission = useSubmission<PasswordChangeInput, { message: string }>({
    fields: FIELDS,
    form: f,
    onSuccess,
    onSend: () => setDone(null),
  });
  const submit = f.handleSubmit((values) => submission.send('/api/user/password', values));
  return (
    <>
      <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
        <PasswordField f={f} name="currentPassword" label={t('current')} autoComplete="current-password" />
        <PasswordField f={f} name="password" label={t('new')} autoComplete="new-password" />
        <PasswordField f={f} name="confirmPassword" label={t('confirm')} autoComplete="new-password" />
        <SubmitRow submission={submission} onRetry={submit} label={t('submit')} />
        {/* The server's words for what happened, in the page's language. */}
        <p role="status" className={form.success}>
          {done ? say(done) : null}
        </p>
      </form>
      <SignOutEverywhere />
    </>
  );
}

function SignOutEverywhere() {
  const t = useTranslations('account.password');
  const say = useSaid();
  const localized = useLocalizedPath();
  const router = useRouter();
  const { clear } = useStoredSession();
  const signOut = async () => {
    const result = await postJson('/api/user/logout-everywhere', {});
    // A 401: this session had ended already, which is what was asked.
    if (!result.ok && result.status !== 401) return say(result.message);
    clear();
    router.push(localized(pages.login.path));
    return null;
  };
  return <ActionRow hint={t('everywhereHint')} label={t('signOut')} busyLabel={t('signingOut')} work={signOut} />;
}
