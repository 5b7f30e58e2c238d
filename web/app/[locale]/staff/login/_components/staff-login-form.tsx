'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OtpField } from '@/components/forms/otp-field';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitRow, type Failure } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import { formatCount } from '@/components/ui/format-count';
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
        // 'in 45 seconds', 'in 15 minutes', 'in 1 hour' (as waitPhrase says it, in the page's language).
        const seconds = refusal.retryAfterSeconds ?? 60;
        const [key, n] =
          seconds < 60
            ? (['waitSeconds', Math.max(1, Math.ceil(seconds))] as const)
            : seconds < 3600
              ? (['waitMinutes', Math.ceil(seconds / 60)] as const)
              : (['waitHours', Math.ceil(seconds / 3600)] as const);
        return {
          message: t('tooManyAttempts', { wait: t(key, { count: n, shown: formatCount(n, locale) }) }),
          canRetry: false,
        };
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

function PasswordStep({ onSuccess }: { onSuccess: (answer: Answer) => void }) {
  const t = useTranslations('staffLoginForm');
  const describe = useDescribe();
  const f = useForm<StaffLoginInput>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const submission = useSubmission<StaffLoginInput, Answer>({
    fields: ['email', 'password'],
    form: f,
    onSuccess,
    describe,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/login', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('passwordForm')}>
      <TextField
        f={f}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField f={f} name="password" label={t('password')} autoComplete="current-password" />
      <SubmitRow submission={submission} onRetry={submit} label={t('continue')} />
    </form>
  );
}

function CodeStep({ email, onSuccess, onRestart }: { email: string; onSuccess: () => void; onRestart: () => void }) {
  const t = useTranslations('staffLoginForm');
  const describe = useDescribe();
  const f = useForm<StaffCodeInput>({ resolver: zodResolver(staffCodeSchema), defaultValues: { code: '' } });
  const submission = useSubmission<StaffCodeInput>({
    fields: ['code'],
    form: f,
    onSuccess,
    describe,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/login/code', values));
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
