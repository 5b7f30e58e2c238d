'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import { staffPasswordSchema, type StaffPasswordInput } from '@/lib/validation/staff';

/**
 * Sets a member's password from their one-time link. The token is the link's fragment, which browsers never send
 * to a server; it is taken off the address bar at once, so it stays out of history too.
 */
export function SetPasswordForm() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const f = useForm<StaffPasswordInput>({ resolver: zodResolver(staffPasswordSchema), defaultValues: { token: '', password: '', confirmPassword: '' } });
  useEffect(() => {
    const fromLink = window.location.hash.slice(1);
    history.replaceState(null, '', window.location.pathname);
    setToken(/^[\w-]{43}$/.test(fromLink) ? fromLink : null);
    f.setValue('token', fromLink);
  }, [f]);
  const onSuccess = useCallback((answer: { email: string }) => setDone(answer.email), []);
  const submission = useSubmission<StaffPasswordInput, { email: string }>({ fields: ['password', 'confirmPassword'], form: f, onSuccess, post: postStaffJson });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/password', values));

  if (done) {
    return (
      <p role="status">
        Your password is set. <Link href={pages.staffLogin.path}>Sign in</Link> as {done}.
      </p>
    );
  }
  if (token === null) return <p role="alert">This link is not complete. Open the whole link from your mail, or ask an admin for a new one.</p>;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Set your password">
      <PasswordField f={f} name="password" label="New password" autoComplete="new-password" maxLength={128} />
      <PasswordField f={f} name="confirmPassword" label="Confirm password" autoComplete="new-password" maxLength={128} />
      <p className={form.hint}>At least 10 characters. The link works once.</p>
      <SubmitRow submission={submission} onRetry={submit} label="Set password" heldBack={token === undefined && 'Reading your link…'} />
    </form>
  );
}
