'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { staffNameSchema, type StaffNameInput } from '@/lib/validation/staff';

/** A member names themselves: the console shows the name in its bar and wherever it names an owner or an author. */
export function OwnNameForm({ current }: { current: string }) {
  const t = useTranslations('staffTeamForms');
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const f = useForm<StaffNameInput>({
    resolver: zodResolver(staffNameSchema),
    defaultValues: { displayName: current },
  });
  const onSuccess = useCallback(
    (answer: StaffNameInput) => {
      setSaved(true);
      f.reset(answer);
      router.refresh();
    },
    [f, router],
  );
  const submission = useSubmission<StaffNameInput, StaffNameInput>({
    fields: ['displayName'],
    form: f,
    onSuccess,
    onSend: () => setSaved(false),
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/me', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('nameForm')}>
      <TextField f={f} name="displayName" label={t('displayName')} hint={t('displayNameHint')} autoComplete="name" />
      {saved && <p role="status">{t('nameSaved')}</p>}
      <SubmitRow submission={submission} onRetry={submit} label={t('saveName')} />
    </form>
  );
}
