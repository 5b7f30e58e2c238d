'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EmailOtpFields } from '@/components/forms/email-otp/email-otp-fields';
import { OtpSubmitRow } from '@/components/forms/email-otp/otp-submit-row';
import { useEmailOtp, useStaleOtpRefusal } from '@/components/forms/email-otp/use-email-otp';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import type { WireProfile } from '@/lib/backend/wire-forms';
import { updateStoredSession } from '@/lib/browser/stored-session';
import { emailChangeSchema } from '@/lib/validation/account';

// The OTP input lives in the form for its message; Verify OTP checks it, submit never sends it.
const schema = emailChangeSchema.safeExtend({ otp: z.string().optional() });
type Input = z.input<typeof schema>;
const FIELDS = ['email'] as const;

/** A new email, only once a code mailed to it is verified (as at sign-up). */
export function EmailForm({ current, onSaved }: { current: string; onSaved: () => void }) {
  const t = useTranslations('account.email');
  const f = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', otp: '' },
  });
  const email = useWatch({ control: f.control, name: 'email' });
  const otp = useEmailOtp(email, 'change-email');
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const onSuccess = useCallback(
    (body: WireProfile) => {
      updateStoredSession({ email: body.email });
      setChangedTo(body.email);
      otp.reset();
      f.reset({ email: '', otp: '' });
      onSaved();
    },
    [f, otp, onSaved],
  );
  const onRefusal = useStaleOtpRefusal(otp);
  const onSend = () => setChangedTo(null);
  const submission = useSubmission<Input, WireProfile>({ fields: FIELDS, form: f, onSuccess, onRefusal, onSend });
  const submit = f.handleSubmit(({ email }) =>
    submission.send('/api/user/email', { email, verificationToken: otp.token }),
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <p className={form.hint}>{t.rich('current', { email: current, strong: (words) => <strong>{words}</strong> })}</p>
      <EmailOtpFields f={f} otp={otp} label={t('newEmail')} />
      <OtpSubmitRow otp={otp} submission={submission} onRetry={submit} label={t('submit')} heldBack={t('heldBack')} />
      <p role="status" className={form.success}>
        {changedTo ? t('changed', { email: changedTo }) : null}
      </p>
    </form>
  );
}
