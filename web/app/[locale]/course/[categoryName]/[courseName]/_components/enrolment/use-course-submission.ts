'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import type { CourseThankYouPath } from '@/lib/routes/pages';
import { noteReturn } from '../../_lib/thank-you-return';

type Options<T extends FieldValues> = {
  fields: readonly Path<T>[];
  /** The form: a 400's fields are set on it, and it is reset once the request is stored. */
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'reset'>;
  thankYouPath: CourseThankYouPath;
  /** After the reset: close the modal, clear what the form keeps outside react-hook-form (spec section 4). */
  onSent?: () => void;
};

/** A course-page form's submission: success resets the form and opens the thank-you page, which returns 3 s later. */
export function useCourseSubmission<T extends FieldValues>({ fields, form, thankYouPath, onSent }: Options<T>) {
  const router = useRouter();
  const onSuccess = useCallback(() => {
    form.reset();
    onSent?.();
    noteReturn(thankYouPath);
    router.push(thankYouPath);
  }, [form, onSent, thankYouPath, router]);
  return useSubmission<T>({ fields, form, onSuccess, withPass: true });
}
