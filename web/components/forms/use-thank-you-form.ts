'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useLocalizedPath } from '@/components/ui/page-link';

/**
 * A page's own form (Contact Us, Become a Trainer): checked by its schema on submit and, once the server has it,
 * emptied while the page's thank-you page opens, in the language being read. `onSuccess` goes to useSubmission.
 */
export function useThankYouForm<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
  empty: DefaultValues<I>,
  thankYouPath: Route,
) {
  const router = useRouter();
  const localized = useLocalizedPath();
  const f = useForm<I, unknown, O>({ resolver, reValidateMode: 'onSubmit', defaultValues: empty });
  const onSuccess = useCallback(() => {
    f.reset(empty);
    router.push(localized(thankYouPath));
  }, [f, empty, router, localized, thankYouPath]);
  return { f, onSuccess };
}
