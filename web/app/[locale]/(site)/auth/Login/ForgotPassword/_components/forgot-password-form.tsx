'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '@/components/forms/password-field';
import form from '@/components/ui/form.module.css';
import { forgotPasswordSchema } from '@/lib/validation/forgot-password';
import { EmailOtpFields } from '@/components/forms/email-otp/email-otp-fields';
import { OtpSubmitRow } from '@/components/forms/email-otp/otp-submit-row';
import { useEmailOtp } from '@/components/forms/email-otp/use-email-otp';
import { useVerifiedSubmission } from '../../../_components/use-verified-submission';

// The OTP input lives in the form for its message ('please enter otp'); Verify OTP checks it, submit never sends it.
const schema = forgotPasswordSchema.safeExtend({ otp: z.string().optional() });
type Input = z.input<typeof schema>;

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/** Forgot password (spec sections 2, 4 and 5): verify the email by OTP, then choose a new password. */
export function ForgotPasswordForm() {
  const t = useTranslations('authForgotPassword');
  const f = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', otp: '', password: '', confirmPassword: '' },
  });
  const email = useWatch({ control: f.control, name: 'email' });
  const otp = useEmailOtp(email, 'reset-password');

  const submission = useVerifiedSubmission<Input>({ fields: FIELDS, form: f, otp, done: 'reset' });
  const submit = f.handleSubmit(({ email, password, confirmPassword }) =>
    submission.send('/api/user/forget', { email, password, confirmPassword, verificationToken: otp.token }),
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <EmailOtpFields f={f} otp={otp} />
      <PasswordField f={f} name="password" label={t('newPassword')} autoComplete="new-password" />
      <PasswordField f={f} name="confirmPassword" label={t('confirmPassword')} autoComplete="new-password" />
      <OtpSubmitRow otp={otp} submission={submission} onRetry={submit} label={t('submit')} heldBack={t('heldBack')} />
    </form>
  );
}
