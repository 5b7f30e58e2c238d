'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '@/components/forms/submit-row';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { StatusMessage } from '@/components/ui/status-message';
import type { DemoPageView } from '@/lib/demos/demo-page';
import { demoBookingSchema, type DemoBookingInput } from '@/lib/validation/demo-booking';
import styles from './demo-booking.module.css';

type Props = { token: string; days: DemoPageView['days']; moving: boolean };

/**
 * The trainer's free times, one group per day, as radio buttons (arrow keys move within the list); the chosen one is
 * booked (or the booked class moved to it). A time taken meanwhile says so and the page reads the times again.
 */
export function DemoTimes({ token, days, moving }: Props) {
  const t = useTranslations('demoBooking');
  const router = useRouter();
  const [done, setDone] = useState(false);
  const f = useForm<DemoBookingInput, unknown, z.output<typeof demoBookingSchema>>({
    resolver: zodResolver(demoBookingSchema),
    defaultValues: { session: '' },
  });
  const onSuccess = useCallback(() => {
    setDone(true);
    f.reset({ session: '' });
    router.refresh();
  }, [f, router]);
  // Taken meanwhile (409): the message stays, and the page shows the times as they are now.
  const onRefusal = useCallback(
    (refusal: Refusal) => {
      if (refusal.status === 409) router.refresh();
      return false;
    },
    [router],
  );
  const submission = useSubmission<DemoBookingInput>({
    fields: ['session'],
    form: f,
    onSuccess,
    onRefusal,
    onSend: () => setDone(false),
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/demo/${token}/book`, values));
  const error = f.formState.errors.session?.message;

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={styles.days} role="radiogroup" aria-label={t('timesLegend')} aria-invalid={Boolean(error)}>
        {days.map((day) => (
          <fieldset key={day.day} className={styles.day}>
            <legend className={styles.dayName}>{day.label}</legend>
            <div className={styles.times}>
              {day.times.map((time) => (
                <label key={time.key} className={styles.time}>
                  <input type="radio" value={time.key} {...f.register('session')} />
                  <span>{time.hours}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      {submission.failure && (
        <FailureAlert
          failure={submission.failure}
          onRetry={submit}
          sending={submission.sending}
          retryLabel={t('book')}
        />
      )}
      {done && <StatusMessage>{t('booked')}</StatusMessage>}
      <button type="submit" className={form.submit} disabled={submission.sending} aria-busy={submission.sending}>
        {submission.sending ? t('sending') : moving ? t('move') : t('book')}
      </button>
    </form>
  );
}
