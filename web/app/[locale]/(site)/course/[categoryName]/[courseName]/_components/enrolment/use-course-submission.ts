'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import { useLocale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales';
import type { CourseThankYouPath } from '@/lib/routes/pages';
import { demoPathOf, noteReturn, payOf } from '../../_lib/thank-you-return';

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
  // The thank-you page in the page's language; the note names that address, as the page will read it.
  const path = localizedPath(useLocale(), thankYouPath);
  // A demo request's answer names its booking page (issue 53), an enrolment's its fee's pay page (issue 55): the
  // thank-you page then offers it.
  const onSuccess = useCallback(
    (answer: unknown) => {
      form.reset();
      onSent?.();
      noteReturn(path, demoPathOf(answer), payOf(answer));
      router.push(path);
    },
    [form, onSent, path, router],
  );
  return useSubmission<T>({ fields, form, onSuccess, withPass: true });
}
