'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import { pages } from '@/lib/routes/pages';
import { useStaleOtpRefusal, type EmailOtp } from '@/components/forms/email-otp/use-email-otp';

type Options<T extends FieldValues> = { fields: readonly Path<T>[]; form: { setError: UseFormSetError<T> }; otp: Pick<EmailOtp, 'reset'> };

/**
 * Sends a form whose email was verified by OTP (Sign up, Forgot password): success opens Login; a 403 goes back to
 * Generate OTP (useStaleOtpRefusal).
 */
export function useVerifiedSubmission<T extends FieldValues>({ fields, form, otp }: Options<T>) {
  const router = useRouter();
  const onSuccess = useCallback(() => router.push(pages.login.path), [router]);
  const onRefusal = useStaleOtpRefusal(otp);
  return useSubmission<T>({ fields, form, onSuccess, onRefusal });
}
