'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { PhoneField, TextField } from '@/components/forms/text-field';
import form from '@/components/ui/form.module.css';
import { signupSchema } from '@/lib/validation/signup';
import { EmailOtpFields } from '@/components/forms/email-otp/email-otp-fields';
import { useEmailOtp } from '@/components/forms/email-otp/use-email-otp';
import { useVerifiedSubmission } from '../../_components/use-verified-submission';
import { RoleChoice } from './role-choice';

// The OTP input lives in the form for its message; it is checked by Verify OTP and never sent with the sign-up.
const schema = signupSchema.safeExtend({ otp: z.string().optional() });
type Input = z.input<typeof schema>;

const FIELDS = ['FullName', 'email', 'phonenumber', 'password', 'confirmpassword', 'roleid'] as const;

/** Sign up (spec sections 2, 4 and 5): the email is verified by OTP before the account can be created. */
export function SignupForm() {
  const t = useTranslations('authSignUp');
  const f = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // Sign Up stays disabled until the form is complete, so each field is checked as it is left.
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { FullName: '', email: '', phonenumber: '', password: '', confirmpassword: '', roleid: '', otp: '' },
  });
  const [FullName, email, phonenumber, password, roleid] = useWatch({
    control: f.control,
    name: ['FullName', 'email', 'phonenumber', 'password', 'roleid'],
  });
  const otp = useEmailOtp(email, 'signup');
  const complete = Boolean(FullName?.trim() && email?.trim() && phonenumber && password && roleid && otp.verified);
  const heldBack = !complete && (otp.verified ? t('heldBackVerified') : t('heldBack'));

  const submission = useVerifiedSubmission<Input>({ fields: FIELDS, form: f, otp, done: 'created' });
  const submit = f.handleSubmit(({ otp: _code, ...values }) =>
    submission.send('/api/user/createuser', { ...values, isVerified: true, verificationToken: otp.token }),
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <TextField f={f} name="FullName" label={t('name')} autoComplete="name" />
      <EmailOtpFields f={f} otp={otp} />
      <PhoneField f={f} name="phonenumber" label={t('phone')} />
      <PasswordField f={f} name="password" label={t('password')} autoComplete="new-password" />
      <PasswordField f={f} name="confirmpassword" label={t('confirmPassword')} autoComplete="new-password" />
      <RoleChoice f={f} name="roleid" />
      <SubmitRow submission={submission} onRetry={submit} label={t('submit')} heldBack={heldBack} />
    </form>
  );
}
