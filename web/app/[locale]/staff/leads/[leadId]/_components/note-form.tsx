'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { leadNoteSchema, NOTE_MAX, type LeadNoteInput } from '@/lib/validation/leads';

/** Adds a note to the lead: what was said on a call, what to do next. */
export function NoteForm({ leadId }: { leadId: number }) {
  const t = useTranslations('staffLeadForms');
  const router = useRouter();
  const f = useForm<LeadNoteInput>({ resolver: zodResolver(leadNoteSchema), defaultValues: { body: '' } });
  const onSuccess = useCallback(() => {
    f.reset({ body: '' });
    router.refresh();
  }, [f, router]);
  const submission = useSubmission<LeadNoteInput, unknown>({
    fields: ['body'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/leads/${leadId}/notes`, values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('noteForm')}>
      <FormField label={t('newNote')} error={f.formState.errors.body?.message}>
        {(p) => <textarea {...p} {...f.register('body')} className={form.control} rows={3} maxLength={NOTE_MAX} />}
      </FormField>
      <SubmitRow submission={submission} onRetry={submit} label={t('addNote')} />
    </form>
  );
}
