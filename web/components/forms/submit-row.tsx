'use client';

import form from '@/components/ui/form.module.css';

/** What went wrong with a submission, and whether trying again may help. */
export type Failure = { message: string; canRetry: boolean };

type Props = {
  sending: boolean;
  failure: Failure | null;
  onRetry: () => void;
  label: string;
  /** Held back until the form is complete (Login, Sign Up); says why in `disabledReason`. */
  disabled?: boolean;
  disabledReason?: string;
};

/** The submit button and, after a failure, what went wrong with a Retry (nothing typed is lost). */
export function SubmitRow({ sending, failure, onRetry, label, disabled = false, disabledReason }: Props) {
  return (
    <>
      {failure && (
        <div className={`${form.alert} ${form.failure}`} role="alert">
          <span>{failure.message}</span>
          {failure.canRetry && (
            <button type="button" className={form.retry} onClick={onRetry} disabled={sending}>
              Retry
            </button>
          )}
        </div>
      )}
      <button type="submit" className={form.submit} disabled={sending || disabled} aria-busy={sending}>
        {sending ? 'Submitting…' : label}
      </button>
      {disabled && disabledReason && !sending && <p className={form.hint}>{disabledReason}</p>}
    </>
  );
}
