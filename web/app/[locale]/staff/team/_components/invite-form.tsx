'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { EmailField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { useSaid } from '@/components/i18n/said-provider';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { staffInviteSchema, type StaffInviteInput } from '@/lib/validation/staff';

type Answer = { mailed: boolean; message: string };

/** An admin adds a member, who gets a mail with their one-time link to set a password. */
export function InviteForm() {
  const t = useTranslations('staffTeamForms');
  const say = useSaid();
  const router = useRouter();
  const [note, setNote] = useState<Answer | null>(null);
  const f = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { email: '', role: 'counsellor' },
  });
  const onSuccess = useCallback(
    (answer: Answer) => {
      setNote(answer);
      f.reset();
      router.refresh();
    },
    [f, router],
  );
  const submission = useSubmission<StaffInviteInput, Answer>({
    fields: ['email', 'role'],
    form: f,
    onSuccess,
    onSend: () => setNote(null),
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/members', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('inviteForm')}>
      <EmailField f={f} name="email" label={t('email')} autoComplete="off" />
      <FormField label={t('role')} error={f.formState.errors.role?.message}>
        {(p) => (
          <select {...p} {...f.register('role')} className={form.control}>
            <option value="counsellor">{t('counsellorOption')}</option>
            <option value="admin">{t('adminOption')}</option>
          </select>
        )}
      </FormField>
      {note && (
        <p role="status" className={note.mailed ? form.hint : undefined}>
          {say(note.message)}
        </p>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={t('send')} />
    </form>
  );
}
