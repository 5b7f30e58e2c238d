'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceField } from '@/components/forms/choice-field';
import { FailureAlert } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { INDIAN_STATES } from '@/lib/indian-states';
import type { CheckoutStart } from '@/lib/razorpay/checkout';
import { payFormSchema, type PayFormInput } from '@/lib/validation/payment';
import { openCheckout } from './open-checkout';

type Props = { token: string; amount: string; state: string };

/**
 * The learner's state (the invoice's GST split needs it) and "Pay ₹2,199": the server makes the fee's order and
 * answers Checkout's options, and Checkout opens; it takes the learner to Razorpay's page and back to this one.
 */
export function PayForm({ token, amount, state }: Props) {
  const t = useTranslations('pay');
  const locale = useLocale();
  const [opening, setOpening] = useState(false);
  const [checkoutDown, setCheckoutDown] = useState(false);
  const f = useForm<PayFormInput, unknown, z.output<typeof payFormSchema>>({
    resolver: zodResolver(payFormSchema),
    defaultValues: { state: state as PayFormInput['state'] },
  });
  const onSuccess = useCallback(async (start: CheckoutStart) => {
    setOpening(true);
    setCheckoutDown(false);
    const opened = await openCheckout(start);
    // Checkout navigates away; if it could not open, the learner stays here with the form.
    if (!opened) {
      setOpening(false);
      setCheckoutDown(true);
    }
  }, []);
  // Back from Checkout by the browser's Back button, the page may come from its cache as it was left: opening.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setOpening(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const submission = useSubmission<PayFormInput, CheckoutStart>({ fields: ['state'], form: f, onSuccess });
  const submit = f.handleSubmit((values) => submission.send(`/api/payments/orders/${token}`, values));
  const busy = submission.sending || opening;
  const states = INDIAN_STATES.map((s) => ({ value: s.code, label: locale === 'hi' ? s.hi : s.en }));

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <ChoiceField f={f} name="state" label={t('state')} options={[{ value: '', label: t('choose') }, ...states]} />
      <p className={form.hint}>{t('stateHint')}</p>
      {submission.failure && (
        <FailureAlert
          failure={submission.failure}
          onRetry={submit}
          sending={submission.sending}
          retryLabel={t('pay', { amount })}
        />
      )}
      {checkoutDown && (
        <p className={form.error} role="alert">
          {t('checkoutDown')}
        </p>
      )}
      <button type="submit" className={form.submit} disabled={busy} aria-busy={busy}>
        {busy ? t('opening') : t('pay', { amount })}
      </button>
    </form>
  );
}
