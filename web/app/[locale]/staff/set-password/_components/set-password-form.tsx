'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import { formatCount } from '@/components/ui/format-count';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { STAFF_PASSWORD_MIN, staffPasswordSchema, type StaffPasswordInput } from '@/lib/validation/staff';
import { LinkOutcome } from '../../_components/link-outcome';
import { useLinkToken } from '../../_lib/use-link-token';

/** Sets a member's password from their one-time link (its token: useLinkToken). */
export function SetPasswordForm() {
  const t = useTranslations('staffSetPasswordForm');
  const locale = useLocale();
  const [done, setDone] = useState<string | null>(null);
  const f = useForm<StaffPasswordInput>({
    resolver: zodResolver(staffPasswordSchema),
    defaultValues: { token: '', password: '', confirmPassword: '' },
  });
  const token = useLinkToken(f);
  const onSuccess = useCallback((answer: { email: string }) => setDone(answer.email), []);
  const submission = useSubmission<StaffPasswordInput, { email: string }>({
    fields: ['password', 'confirmPassword'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/password', values));

  if (done || token === null) return <LinkOutcome namespace="staffSetPasswordForm" done={done} token={token} />;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <PasswordField f={f} name="password" label={t('newPassword')} autoComplete="new-password" maxLength={128} />
      <PasswordField
        f={f}
        name="confirmPassword"
        label={t('confirmPassword')}
        autoComplete="new-password"
        maxLength={128}
      />
      <p className={form.hint}>{t('hint', { min: formatCount(STAFF_PASSWORD_MIN, locale) })}</p>
      <SubmitRow
        submission={submission}
        onRetry={submit}
        label={t('submit')}
        heldBack={token === undefined && t('reading')}
      />
    </form>
  );
}
