'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import { useLocalizedPath } from '@/components/ui/page-link';
import { handOverToLogin, type LoginHandover } from '@/lib/browser/login-handover';
import { pages } from '@/lib/routes/pages';
import { useStaleOtpRefusal, type EmailOtp } from '@/components/forms/email-otp/use-email-otp';

type Options<T extends FieldValues> = {
  fields: readonly Path<T>[];
  form: { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> };
  otp: Pick<EmailOtp, 'reset'>;
  /** What Login says on arrival (issue 52), its email field filled in with the one this form verified. */
  done: LoginHandover['done'];
};

/**
 * Sends a form whose email was verified by OTP (Sign up, Forgot password): success opens Login in the language being
 * read; a 403 goes back to Generate OTP (useStaleOtpRefusal).
 */
export function useVerifiedSubmission<T extends FieldValues>({ fields, form, otp, done }: Options<T>) {
  const router = useRouter();
  const localized = useLocalizedPath();
  const onSuccess = useCallback(() => {
    const email: unknown = form.getValues('email' as Path<T>);
    if (typeof email === 'string') handOverToLogin({ email: email.trim().toLowerCase(), done });
    router.push(localized(pages.login.path));
  }, [form, done, router, localized]);
  const onRefusal = useStaleOtpRefusal(otp);
  return useSubmission<T>({ fields, form, onSuccess, onRefusal });
}
