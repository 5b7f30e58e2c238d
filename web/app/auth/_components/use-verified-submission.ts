'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import { pages } from '@/lib/routes/pages';
import type { EmailOtp } from '@/components/forms/email-otp/use-email-otp';

type Options<T extends FieldValues> = { fields: readonly Path<T>[]; form: { setError: UseFormSetError<T> }; otp: Pick<EmailOtp, 'reset'> };

/**
 * Sends a form whose email was verified by OTP (Sign up, Forgot password): success opens Login; a 403 means the
 * server no longer holds a verification for the email (spent, or older than 30 minutes), so it goes back to
 * Generate OTP, and the server's words show as the submit error.
 */
export function useVerifiedSubmission<T extends FieldValues>({ fields, form, otp }: Options<T>) {
  const router = useRouter();
  const onSuccess = useCallback(() => router.push(pages.login.path), [router]);
  const resetOtp = otp.reset;
  const onRefusal = useCallback(
    (refusal: Refusal) => {
      if (refusal.status === 403) resetOtp();
      return false;
    },
    [resetOtp],
  );
  return useSubmission<T>({ fields, form, onSuccess, onRefusal });
}
