'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { OtpField } from '@/components/forms/otp-field';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow, type Failure } from '@/components/forms/submit-row';
import { EmailField } from '@/components/forms/text-field';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import { waitWords } from '@/components/forms/wait-words';
import form from '@/components/ui/form.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import { staffCodeSchema, staffLoginSchema, type StaffCodeInput, type StaffLoginInput } from '@/lib/validation/staff';

type Answer = { next: 'code'; email: string } | { next: 'console' };

/** What the forms say to a refusal: how long to wait after too many attempts, else the server's own words. */
function useDescribe(): (refusal: Refusal) => Failure {
  const t = useTranslations('staffLoginForm');
  const locale = useLocale();
  return useCallback(
    (refusal: Refusal) => {
      if (refusal.kind === 'rate-limited') {
        // 'Too many attempts. Try again in 45 seconds.'
        const wait = waitWords(t, refusal.retryAfterSeconds ?? 60, locale);
        return { message: t('tooManyAttempts', { wait }), canRetry: false };
      }
      return { message: refusal.message, canRetry: refusal.kind !== 'rejected' };
    },
    [t, locale],
  );
}

/** Staff sign-in: email and password, then the 6-digit code mailed to the member (issue 28). */
export function StaffLoginForm() {
  const router = useRouter();
  const localized = useLocalizedPath();
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const home = localized(pages.staffHome.path);
  const enter = useCallback(() => {
    router.replace(home);
    router.refresh();
  }, [router, home]);
  const onPassword = useCallback(
    (answer: Answer) => (answer.next === 'code' ? setCodeFor(answer.email) : enter()),
    [enter],
  );
  return codeFor === null ? (
    <PasswordStep onSuccess={onPassword} />
  ) : (
    <CodeStep email={codeFor} onSuccess={enter} onRestart={() => setCodeFor(null)} />
  );
}

/** A step's form and its submission to the staff API, whose refusals useDescribe words. */
function useStep<T extends FieldValues, R>(
  options: UseFormProps<T>,
  fields: readonly Path<T>[],
  path: `/api/staff/${string}`,
  onSuccess: (answer: R) => void,
) {
  const describe = useDescribe();
  const f = useForm<T>(options);
  const submission = useSubmission<T, R>({ fields, form: f, onSuccess, describe, post: postStaffJson });
  const submit = f.handleSubmit((values) => submission.send(path, values));
  return { f, submission, submit };
}

function PasswordStep({ onSuccess }: { onSuccess: (answer: Answer) => void }) {
  const t = useTranslations('staffLoginForm');
  const { f, submission, submit } = useStep<StaffLoginInput, Answer>(
    { resolver: zodResolver(staffLoginSchema), defaultValues: { email: '', password: '' } },
    ['email', 'password'],
    '/api/staff/login',
    onSuccess,
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('passwordForm')}>
      <EmailField f={f} name="email" label={t('email')} autoComplete="username" />
      <PasswordField f={f} name="password" label={t('password')} autoComplete="current-password" />
      <SubmitRow submission={submission} onRetry={submit} label={t('continue')} />
    </form>
  );
}

function CodeStep({ email, onSuccess, onRestart }: { email: string; onSuccess: () => void; onRestart: () => void }) {
  const t = useTranslations('staffLoginForm');
  const { f, submission, submit } = useStep<StaffCodeInput, unknown>(
    { resolver: zodResolver(staffCodeSchema), defaultValues: { code: '' } },
    ['code'],
    '/api/staff/login/code',
    onSuccess,
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('codeForm')}>
      <p role="status">{t('codeSent', { email })}</p>
      <OtpField f={f} name="code" label={t('code')} autoFocus />
      <SubmitRow submission={submission} onRetry={submit} label={t('signIn')} />
      <button type="button" className={form.retry} onClick={onRestart}>
        {t('otherAccount')}
      </button>
    </form>
  );
}
