'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { FOLLOW_UP_PICKS, type FollowUpPick } from '@/lib/db/lead-words';
import { followUpTimeSchema, type FollowUp, type FollowUpTimeInput } from '@/lib/validation/leads';
import { useStaffAction } from '../../../_components/use-staff-action';
import styles from '../../../staff.module.css';

type Props = {
  leadId: number;
  /** Whether the lead has a follow-up now: it can then be cleared. */
  hasFollowUp: boolean;
  /** India's date today, the earliest a time of one's own may be on. */
  today: string;
};

/**
 * Sets when to follow the lead up next (issue 54): a quick pick in one click, or a date and time of one's own, in
 * India's time; or clears it. The page is read again after each, so the panel shows the new time.
 */
export function FollowUpForm({ leadId, hasFollowUp, today }: Props) {
  const t = useTranslations('staffFollowUp');
  const say = useSaid();
  const router = useRouter();
  const path = `/api/staff/leads/${leadId}/follow-up` as const;
  const quick = useStaffAction();
  const send = (body: FollowUp) => void quick.run(() => postStaffJson(path, body));
  const f = useForm<FollowUpTimeInput>({
    resolver: zodResolver(followUpTimeSchema),
    defaultValues: { date: today, time: '' },
  });
  const onSuccess = useCallback(() => router.refresh(), [router]);
  const submission = useSubmission<FollowUpTimeInput, unknown>({
    fields: ['date', 'time'],
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(path, values));
  const pickLabel: Record<FollowUpPick, string> = {
    later_today: t('laterToday'),
    tomorrow_10: t('tomorrow'),
    next_monday: t('nextMonday'),
  };
  return (
    <>
      <fieldset className={styles.picks} aria-busy={quick.busy}>
        <legend className="visually-hidden">{t('quickPicks')}</legend>
        {FOLLOW_UP_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            className={buttons.outline}
            disabled={quick.busy}
            onClick={() => send({ pick })}
          >
            {pickLabel[pick]}
          </button>
        ))}
        {hasFollowUp && (
          <button type="button" className={buttons.outline} disabled={quick.busy} onClick={() => send({ clear: true })}>
            {t('clear')}
          </button>
        )}
      </fieldset>
      {quick.failure && <p role="alert">{say(quick.failure)}</p>}
      <form className={form.form} onSubmit={submit} noValidate aria-label={t('ownTimeForm')}>
        <div className={styles.pair}>
          <TextField f={f} name="date" label={t('date')} type="date" min={today} />
          <TextField f={f} name="time" label={t('time')} type="time" />
        </div>
        <SubmitRow submission={submission} onRetry={submit} label={t('set')} />
      </form>
    </>
  );
}
