'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import { useLocalizedPath } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { useStaleOtpRefusal, type EmailOtp } from '@/components/forms/email-otp/use-email-otp';

type Options<T extends FieldValues> = {
  fields: readonly Path<T>[];
  form: { setError: UseFormSetError<T> };
  otp: Pick<EmailOtp, 'reset'>;
};

/**
 * Sends a form whose email was verified by OTP (Sign up, Forgot password): success opens Login in the language being
 * read; a 403 goes back to Generate OTP (useStaleOtpRefusal).
 */
export function useVerifiedSubmission<T extends FieldValues>({ fields, form, otp }: Options<T>) {
  const router = useRouter();
  const localized = useLocalizedPath();
  const onSuccess = useCallback(() => router.push(localized(pages.login.path)), [router, localized]);
  const onRefusal = useStaleOtpRefusal(otp);
  return useSubmission<T>({ fields, form, onSuccess, onRefusal });
}
