'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSaid } from '@/components/i18n/said-provider';
import { postJson, type ApiResult } from '@/lib/browser/academy-api';
import { createPassSupply } from '@/lib/browser/client-pass';
import { createSubmissionKeys } from '@/lib/browser/submission-key';
import { PASS_HEADER } from '@/lib/contract/work-proof';
import type { Failure } from './submit-row';

export type Refusal = Exclude<ApiResult, { ok: true }>;

type Options<T extends FieldValues, R> = {
  /** The form fields a 400's `fields` may name; other names are shown in the form's alert. */
  fields: readonly Path<T>[];
  form: { setError: UseFormSetError<T> };
  onSuccess: (body: R) => void;
  /** A refusal this form explains its own way (a message under a field); return true once handled. */
  onRefusal?: (refusal: Refusal) => boolean;
  /** Runs as the form is sent, before the request: the form takes down what its last answer said (saved, mailed). */
  onSend?: () => void;
  /** The words for a refusal the form does not handle; the API's own `error` by default. */
  describe?: (refusal: Refusal) => Failure | null;
  /**
   * Whether the request carries a client pass (lib/browser/client-pass.ts), earned while the form is filled in:
   * the server counts an anonymous write's limits by it, and writes without one may spend only a third of a course's
   * budget (with one, half: lib/academy/limits.ts).
   */
  withPass?: boolean;
  /** How the form is sent: the academy API with the learner's session (postJson) unless a form says otherwise. */
  post?: typeof postJson;
};

const defaultFailure = (refusal: Refusal): Failure => ({
  message: refusal.message,
  canRetry: refusal.kind !== 'rejected',
});

/**
 * Sends a form once: a second click while the first request runs does nothing, a failure keeps every value the
 * user typed and says what happened (a 400's fields under their inputs), and success hands the answer on. A retry
 * of the same content carries the same Idempotency-Key, so a submission whose answer was lost is not stored twice.
 */
export function useSubmission<T extends FieldValues, R = unknown>({
  fields,
  form,
  onSuccess,
  onRefusal,
  onSend,
  describe = defaultFailure,
  withPass = false,
  post = postJson,
}: Options<T, R>) {
  const inFlight = useRef(false);
  const keys = useRef(createSubmissionKeys());
  const passes = useRef(withPass ? createPassSupply() : null);
  useEffect(() => passes.current?.prepare(), []);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Messages for fields the form does not show go together into its alert: each in the page's language first.
  const say = useSaid();

  const send = useCallback(
    async (path: `/api/${string}`, body: unknown) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      setFailure(null);
      onSend?.();
      const content = JSON.stringify(body);
      const pass = await passes.current?.take();
      const result = await post<R>(path, body, {
        'Idempotency-Key': keys.current.keyFor(`${path}\n${content}`),
        ...(pass ? { [PASS_HEADER]: pass } : {}),
      });
      inFlight.current = false;
      setSending(false);
      // A lost answer or a server error may be sent again as the same submission; any other answer settles it.
      if (result.ok || (result.kind !== 'network' && result.kind !== 'server')) keys.current.settle();
      if (result.ok) return onSuccess(result.body);
      if (onRefusal?.(result)) return;
      if (result.kind === 'invalid') {
        const unknown: string[] = [];
        for (const [key, message] of Object.entries(result.fields)) {
          const field = fields.find((f) => key === f || key.startsWith(`${f}.`));
          if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
          else unknown.push(say(message));
        }
        setFailure(unknown.length ? { message: unknown.join(' '), canRetry: false } : null);
        return;
      }
      setFailure(describe(result));
    },
    [fields, form, onSuccess, onRefusal, onSend, describe, post, say],
  );

  return { send, sending, failure };
}
