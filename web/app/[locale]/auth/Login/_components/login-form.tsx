'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordField } from '@/components/forms/password-field';
import type { Failure } from '@/components/forms/submit-row';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { waitPhrase } from '@/lib/browser/academy-api';
import { sessionFromLogin, storeSession, type LoginAnswer } from '@/lib/browser/stored-session';
import { pages } from '@/lib/routes/pages';
import { loginSchema, type Login, type LoginInput } from '@/lib/validation/login';

const FIELDS = ['email', 'password'] as const;

/**
 * The spec's login fails silently; a real product says why (issue 10): wrong details, or held back for a
 * moment. After a few failures the server makes each attempt wait a growing delay of seconds, at most a minute
 * (web/lib/academy/limits.ts): the page says the real wait from Retry-After.
 */
export function describeLoginRefusal(refusal: Refusal): Failure {
  if (refusal.status === 401) return { message: 'The email or password is incorrect.', canRetry: false };
  if (refusal.kind === 'rate-limited') {
    return { message: `Too many failed attempts. Try again ${waitPhrase(refusal.retryAfterSeconds ?? 60)}.`, canRetry: false };
  }
  return { message: refusal.message, canRetry: refusal.kind !== 'rejected' };
}

/** Log in (spec sections 4 and 5): enabled once the email is well formed and the password has 6 characters. */
export function LoginForm() {
  const router = useRouter();
  const f = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(loginSchema),
    // The button waits for valid input, so each field says what is wrong as it is left.
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control: f.control, name: ['email', 'password'] });
  const valid = loginSchema.safeParse({ email, password }).success;

  const onSuccess = useCallback(
    (body: LoginAnswer) => {
      storeSession(sessionFromLogin(body));
      router.push(pages.home.path);
    },
    [router],
  );
  const submission = useSubmission<LoginInput, LoginAnswer>({ fields: FIELDS, form: f, onSuccess, describe: describeLoginRefusal });
  const submit = f.handleSubmit((values) => submission.send('/api/user/login', values));

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Log in">
      <TextField f={f} name="email" label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      <PasswordField f={f} name="password" label="Password" autoComplete="current-password" />
      <SubmitRow submission={submission} onRetry={submit} label="Log in" heldBack={!valid && 'Enter your email and a password of at least 6 characters.'} />
    </form>
  );
}
