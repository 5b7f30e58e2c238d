'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OtpField } from '@/components/forms/otp-field';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow, type Failure } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson, waitPhrase } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import { staffCodeSchema, staffLoginSchema, type StaffCodeInput, type StaffLoginInput } from '@/lib/validation/staff';

type Answer = { next: 'code'; email: string } | { next: 'console' };

function describe(refusal: Refusal): Failure {
  if (refusal.kind === 'rate-limited') return { message: `Too many attempts. Try again ${waitPhrase(refusal.retryAfterSeconds ?? 60)}.`, canRetry: false };
  return { message: refusal.message, canRetry: refusal.kind !== 'rejected' };
}

/** Staff sign-in: email and password, then the 6-digit code mailed to the member (issue 28). */
export function StaffLoginForm() {
  const router = useRouter();
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const enter = useCallback(() => {
    router.replace(pages.staffHome.path);
    router.refresh();
  }, [router]);
  const onPassword = useCallback((answer: Answer) => (answer.next === 'code' ? setCodeFor(answer.email) : enter()), [enter]);
  return codeFor === null
    ? <PasswordStep onSuccess={onPassword} />
    : <CodeStep email={codeFor} onSuccess={enter} onRestart={() => setCodeFor(null)} />;
}

function PasswordStep({ onSuccess }: { onSuccess: (answer: Answer) => void }) {
  const f = useForm<StaffLoginInput>({ resolver: zodResolver(staffLoginSchema), defaultValues: { email: '', password: '' } });
  const submission = useSubmission<StaffLoginInput, Answer>({ fields: ['email', 'password'], form: f, onSuccess, describe, post: postStaffJson });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/login', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Staff sign in">
      <TextField f={f} name="email" label="Email" type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <PasswordField f={f} name="password" label="Password" autoComplete="current-password" />
      <SubmitRow submission={submission} onRetry={submit} label="Continue" />
    </form>
  );
}

function CodeStep({ email, onSuccess, onRestart }: { email: string; onSuccess: () => void; onRestart: () => void }) {
  const f = useForm<StaffCodeInput>({ resolver: zodResolver(staffCodeSchema), defaultValues: { code: '' } });
  const submission = useSubmission<StaffCodeInput>({ fields: ['code'], form: f, onSuccess, describe, post: postStaffJson });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/login/code', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Sign-in code">
      <p role="status">We mailed a 6-digit code to {email}. It is valid for 10 minutes.</p>
      <OtpField f={f} name="code" label="Code" autoFocus />
      <SubmitRow submission={submission} onRetry={submit} label="Sign in" />
      <button type="button" className={form.retry} onClick={onRestart}>
        Use another account
      </button>
    </form>
  );
}
