'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { LINK_DAYS, paymentLinkSchema, type PaymentLinkInput } from '@/lib/validation/payment-link';
import { REFUND_REASON_MAX } from '@/lib/validation/refund';

/**
 * A payment link for the lead (issue 55): the course's fee by default, or another amount with the reason, open for a
 * day, three or a week. Razorpay makes it, the learner is mailed it, and the panel shows it to copy or send on
 * WhatsApp.
 */
export function PaymentLinkForm({ leadId, fee }: { leadId: number; fee: string }) {
  const t = useTranslations('staffLeadForms');
  const router = useRouter();
  const f = useForm<PaymentLinkInput>({
    resolver: zodResolver(paymentLinkSchema),
    defaultValues: { amount: fee, reason: '', days: '3' },
  });
  const onSuccess = useCallback(() => router.refresh(), [router]);
  const submission = useSubmission<PaymentLinkInput, unknown>({
    fields: ['amount', 'reason', 'days'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/leads/${leadId}/payment-links`, values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('linkForm')}>
      <TextField
        f={f}
        name="amount"
        label={t('linkAmount')}
        hint={fee ? t('linkFee', { amount: `₹${fee}` }) : undefined}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextAreaField
        f={f}
        name="reason"
        label={t('linkReason')}
        hint={t('linkReasonHint')}
        rows={2}
        maxLength={REFUND_REASON_MAX}
      />
      <ChoiceField
        f={f}
        name="days"
        label={t('linkDays')}
        options={LINK_DAYS.map((days) => ({ value: days, label: t('linkDaysOption', { days: Number(days) }) }))}
      />
      <SubmitRow submission={submission} onRetry={submit} label={t('sendLink')} />
    </form>
  );
}
