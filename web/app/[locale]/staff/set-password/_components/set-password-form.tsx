'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { staffPasswordSchema, type StaffPasswordInput } from '@/lib/validation/staff';
import { LinkOutcome } from '../../_components/link-outcome';
import { NewPasswordFields } from '../../_components/new-password-fields';
import { useLinkToken } from '../../_lib/use-link-token';

/** Sets a member's password from their one-time link (its token: useLinkToken). */
export function SetPasswordForm() {
  const t = useTranslations('staffSetPasswordForm');
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
      <NewPasswordFields
        f={f}
        namespace="staffSetPasswordForm"
        submission={submission}
        onRetry={submit}
        token={token}
      />
    </form>
  );
}
