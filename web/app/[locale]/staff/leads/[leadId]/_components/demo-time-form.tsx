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
import { DEMO_LENGTHS, REASON_MAX, staffDemoTimeSchema, type StaffDemoTimeInput } from '@/lib/validation/staff-demo';

type Props = {
  leadId: number;
  /** The trainer's free times, in the page's language. */
  sessions: { key: string; label: string }[];
  /** Whether a time is booked now: the form then moves it. */
  booked: boolean;
  /** India's date today, the earliest a time of the counsellor's own may be on. */
  today: string;
};

const FIELDS = ['kind', 'session', 'date', 'time', 'minutes', 'reason'] as const;

/**
 * Books or moves the lead's demo class (issue 53): one of the trainer's free times, or a time agreed with the learner
 * on the phone, with the reason. The learner and the trainer get the invitation.
 */
export function DemoTimeForm({ leadId, sessions, booked, today }: Props) {
  const t = useTranslations('staffDemo');
  const router = useRouter();
  const f = useForm<StaffDemoTimeInput>({
    resolver: zodResolver(staffDemoTimeSchema),
    defaultValues: {
      kind: sessions.length > 0 ? 'session' : 'custom',
      session: sessions[0]?.key ?? '',
      date: '',
      time: '',
      minutes: '60',
      reason: '',
    },
  });
  const onSuccess = useCallback(() => router.refresh(), [router]);
  const submission = useSubmission<StaffDemoTimeInput, unknown>({
    fields: FIELDS,
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/leads/${leadId}/demo`, values));
  const custom = f.watch('kind') === 'custom';
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={booked ? t('moveForm') : t('bookForm')}>
      <ChoiceField
        f={f}
        name="kind"
        label={t('how')}
        options={[
          ...(sessions.length > 0 ? [{ value: 'session', label: t('trainerTimes') }] : []),
          { value: 'custom', label: t('ownTime') },
        ]}
      />
      {!custom && (
        <ChoiceField
          f={f}
          name="session"
          label={t('time')}
          options={sessions.map((s) => ({ value: s.key, label: s.label }))}
        />
      )}
      {custom && (
        <>
          <TextField f={f} name="date" type="date" min={today} label={t('date')} hint={t('istHint')} />
          <TextField f={f} name="time" type="time" step={300} label={t('clock')} />
          <ChoiceField
            f={f}
            name="minutes"
            label={t('length')}
            options={DEMO_LENGTHS.map((m) => ({ value: m, label: t('minutes', { count: Number(m) }) }))}
          />
          <TextAreaField f={f} name="reason" label={t('reason')} rows={2} maxLength={REASON_MAX} />
        </>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={booked ? t('move') : t('book')} />
    </form>
  );
}
