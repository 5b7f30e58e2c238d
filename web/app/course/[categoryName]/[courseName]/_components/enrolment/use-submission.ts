'use client';

import type { CourseThankYouPath } from '@/lib/routes/pages';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { postForm } from '../../_lib/academy-client';
import { noteReturn } from '../../_lib/thank-you-return';

export type Failure = { message: string; canRetry: boolean };

type Options<T extends FieldValues> = {
  /** The form fields a 400's `fields` may name; other names are shown in the form's alert. */
  fields: readonly Path<T>[];
  /** The form: a 400's fields are set on it, and it is reset once the request is stored. */
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'reset'>;
  thankYouPath: CourseThankYouPath;
  /** After the reset: close the modal, clear what the form keeps outside react-hook-form (spec section 4). */
  onSent?: () => void;
};

/**
 * Sends a form once: a second click while the first request runs does nothing, a failure keeps every value the
 * learner typed and says what happened (a 400's fields under their inputs), and success opens the thank-you page,
 * which goes back to the course 3 s later.
 */
export function useSubmission<T extends FieldValues>({ fields, form, thankYouPath, onSent }: Options<T>) {
  const router = useRouter();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = useCallback(
    async (path: string, body: unknown) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      setFailure(null);
      const result = await postForm(path, body);
      inFlight.current = false;
      setSending(false);
      if (result.ok) {
        form.reset();
        onSent?.();
        noteReturn(thankYouPath);
        router.push(thankYouPath);
        return;
      }
      if (result.kind === 'invalid') {
        const unknown: string[] = [];
        for (const [key, message] of Object.entries(result.fields)) {
          const field = fields.find((f) => key === f || key.startsWith(`${f}.`));
          if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
          else unknown.push(message);
        }
        setFailure(unknown.length ? { message: unknown.join(' '), canRetry: false } : null);
        return;
      }
      setFailure({ message: result.message, canRetry: result.kind !== 'rejected' });
    },
    [fields, form, thankYouPath, onSent, router],
  );

  return { send, sending, failure, clearFailure: useCallback(() => setFailure(null), []) };
}
