'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '@/components/forms/submit-row';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { useSaid } from '@/components/i18n/said-provider';
import type { DemoPageView } from '@/lib/academy/demos/demo-page';
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
  const say = useSaid();
  const f = useForm<DemoBookingInput, unknown, z.output<typeof demoBookingSchema>>({
    resolver: zodResolver(demoBookingSchema),
    defaultValues: { session: '' },
  });
  // The page is read again: it then shows the booked class, and says so (demo-booking.tsx).
  const onSuccess = useCallback(() => {
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
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/demo/${token}/book`, values));
  const error = f.formState.errors.session?.message;

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div
        className={styles.days}
        role="radiogroup"
        aria-label={t('timesLegend')}
        aria-invalid={Boolean(error)}
        aria-errormessage={error ? 'demo-time-error' : undefined}
      >
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
      {error && (
        <p id="demo-time-error" className={form.error} role="alert">
          {say(error)}
        </p>
      )}
      {submission.failure && (
        <FailureAlert
          failure={submission.failure}
          onRetry={submit}
          sending={submission.sending}
          retryLabel={t('book')}
        />
      )}
      <button type="submit" className={form.submit} disabled={submission.sending} aria-busy={submission.sending}>
        {submission.sending ? t('sending') : moving ? t('move') : t('book')}
      </button>
    </form>
  );
}
