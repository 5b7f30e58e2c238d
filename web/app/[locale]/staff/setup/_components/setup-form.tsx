'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { staffSetupSchema, type StaffSetupInput } from '@/lib/validation/staff';
import { LinkOutcome } from '../../_components/link-outcome';
import { NewPasswordFields } from '../../_components/new-password-fields';
import { useLinkToken } from '../../_lib/use-link-token';

/**
 * The first admin (issue 51): the person who runs the site opened the link their server printed, and gives their
 * email and a password here, in one step; then they sign in as every member does. The email goes in the POST body.
 */
export function SetupForm() {
  const t = useTranslations('staffSetupForm');
  const [done, setDone] = useState<string | null>(null);
  const f = useForm<StaffSetupInput>({
    resolver: zodResolver(staffSetupSchema),
    defaultValues: { token: '', email: '', password: '', confirmPassword: '' },
  });
  const token = useLinkToken(f);
  const onSuccess = useCallback((answer: { email: string }) => setDone(answer.email), []);
  const submission = useSubmission<StaffSetupInput, { email: string }>({
    fields: ['email', 'password', 'confirmPassword'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/setup', values));

  if (done || token === null) return <LinkOutcome namespace="staffSetupForm" done={done} token={token} />;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <TextField
        f={f}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <NewPasswordFields f={f} namespace="staffSetupForm" submission={submission} onRetry={submit} token={token} />
    </form>
  );
}
