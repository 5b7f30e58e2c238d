'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { REFUND_REASON_MAX, refundFormSchema, type RefundFormInput } from '@/lib/validation/refund';

type Props = {
  /** Razorpay's id of the payment, 'pay_…'. */
  gatewayId: string;
  /** All that may still be given back: the amount offered first, in rupees ('599', '299.50'), and in words. */
  refundable: { rupees: string; words: string };
};

/** An admin gives back all or part of a captured payment, with the reason the learner's credit note shows. */
export function RefundForm({ gatewayId, refundable }: Props) {
  const t = useTranslations('staffLeadForms');
  const router = useRouter();
  const f = useForm<RefundFormInput>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: refundable.rupees, reason: '' },
  });
  // The page read again gives the form what is left to give back (its key is that amount: a new form).
  const onSuccess = useCallback(() => router.refresh(), [router]);
  const submission = useSubmission<RefundFormInput, unknown>({
    fields: ['amount', 'reason'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/payments/${gatewayId}/refunds`, values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('refundForm', { payment: gatewayId })}>
      <TextField
        f={f}
        name="amount"
        label={t('refundAmount')}
        hint={t('refundUpTo', { amount: refundable.words })}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextAreaField f={f} name="reason" label={t('refundReason')} rows={2} maxLength={REFUND_REASON_MAX} />
      <SubmitRow submission={submission} onRetry={submit} label={t('refund')} />
    </form>
  );
}
