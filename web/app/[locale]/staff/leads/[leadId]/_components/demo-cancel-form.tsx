'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextAreaField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { REASON_MAX, staffDemoCancelSchema, type StaffDemoCancelInput } from '@/lib/validation/staff-demo';

/** Cancels the lead's booked demo class, with the reason; the learner and the trainer are told (issue 53). */
export function DemoCancelForm({ leadId }: { leadId: number }) {
  const t = useTranslations('staffDemo');
  const router = useRouter();
  const f = useForm<StaffDemoCancelInput>({
    resolver: zodResolver(staffDemoCancelSchema),
    defaultValues: { reason: '' },
  });
  const onSuccess = useCallback(() => router.refresh(), [router]);
  const submission = useSubmission<StaffDemoCancelInput, unknown>({
    fields: ['reason'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/leads/${leadId}/demo/cancel`, values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('cancelForm')}>
      <TextAreaField f={f} name="reason" label={t('cancelReason')} rows={2} maxLength={REASON_MAX} />
      <SubmitRow submission={submission} onRetry={submit} label={t('cancel')} />
    </form>
  );
}
