'use client';

import { useCallback, useState } from 'react';
import { useForm, type Path, type UseFormProps } from 'react-hook-form';
import { useSubmission } from '@/components/forms/use-submission';
import { postStaffJson } from '@/lib/browser/academy-api';
import { useLinkToken } from './use-link-token';

export type LinkValues = { token: string; password: string; confirmPassword: string };

/**
 * The state of a one-time link's form (set a password, make the first admin): the form with the link's token in it,
 * and its submission to the staff API, whose answer names the member's email (`done`, for LinkOutcome).
 */
export function useOneTimeLinkForm<T extends LinkValues>(
  options: UseFormProps<T>,
  fields: readonly Path<T>[],
  path: `/api/staff/${string}`,
) {
  const [done, setDone] = useState<string | null>(null);
  const f = useForm<T>(options);
  const token = useLinkToken(f);
  const onSuccess = useCallback((answer: { email: string }) => setDone(answer.email), []);
  const submission = useSubmission<T, { email: string }>({ fields, form: f, onSuccess, post: postStaffJson });
  const submit = f.handleSubmit((values) => submission.send(path, values));
  return { f, token, done, submission, submit };
}

export type OneTimeLink<T extends LinkValues> = ReturnType<typeof useOneTimeLinkForm<T>>;
