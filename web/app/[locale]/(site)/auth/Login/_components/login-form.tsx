'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordField } from '@/components/forms/password-field';
import type { Failure } from '@/components/forms/submit-row';
import { SubmitRow } from '@/components/forms/submit-row';
import { EmailField } from '@/components/forms/text-field';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import { waitWords } from '@/components/forms/wait-words';
import form from '@/components/ui/form.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { takeLoginHandover, type LoginHandover } from '@/lib/browser/login-handover';
import { sessionFromLogin, storeSession, type LoginAnswer } from '@/lib/browser/stored-session';
import { pages } from '@/lib/routes/pages';
import { loginSchema, type Login, type LoginInput } from '@/lib/validation/login';

const FIELDS = ['email', 'password'] as const;

type Words = ReturnType<typeof useTranslations<'authLogin'>>;

/**
 * The spec's login fails silently; a real product says why (issue 10): wrong details, or held back for a
 * moment. After a few failures the server makes each attempt wait a growing delay of seconds, at most a minute
 * (web/lib/academy/limits.ts): the page says the real wait from Retry-After. Other refusals are the server's words
 * (SubmitRow shows them in the page's language).
 */
export function describeLoginRefusal(refusal: Refusal, t: Words, locale: ReturnType<typeof useLocale>): Failure {
  if (refusal.status === 401) return { message: t('incorrect'), canRetry: false };
  if (refusal.kind === 'rate-limited')
    return { message: waitWords(t, refusal.retryAfterSeconds ?? 60, locale), canRetry: false };
  return { message: refusal.message, canRetry: refusal.kind !== 'rejected' };
}

/** Log in (spec sections 4 and 5): enabled once the email is well formed and the password has 6 characters. */
export function LoginForm() {
  const router = useRouter();
  const t = useTranslations('authLogin');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const f = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    // The button waits for valid input, so each field says what is wrong as it is left.
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control: f.control, name: ['email', 'password'] });
  // Arriving from Sign up or Forgot password (issue 52): say so, fill in the email and wait for the password.
  const [arrived, setArrived] = useState<LoginHandover['done'] | null>(null);
  useEffect(() => {
    const handover = takeLoginHandover();
    if (!handover) return;
    setArrived(handover.done);
    f.setValue('email', handover.email);
    f.setFocus('password');
  }, [f]);
  const valid = loginSchema.safeParse({ email, password }).success;

  const onSuccess = useCallback(
    (body: LoginAnswer) => {
      storeSession(sessionFromLogin(body));
      router.push(localized(pages.home.path));
    },
    [router, localized],
  );
  const describe = useCallback((refusal: Refusal) => describeLoginRefusal(refusal, t, locale), [t, locale]);
  const submission = useSubmission<LoginInput, LoginAnswer>({ fields: FIELDS, form: f, onSuccess, describe });
  const submit = f.handleSubmit((values) => submission.send('/api/user/login', values));

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <p role="status" className={form.success} hidden={!arrived}>
        {arrived === 'created' ? t('accountCreated') : arrived === 'reset' ? t('passwordReset') : null}
      </p>
      <EmailField f={f} name="email" label={t('email')} autoComplete="email" />
      <PasswordField f={f} name="password" label={t('password')} autoComplete="current-password" />
      <SubmitRow submission={submission} onRetry={submit} label={t('submit')} heldBack={!valid && t('heldBack')} />
    </form>
  );
}
