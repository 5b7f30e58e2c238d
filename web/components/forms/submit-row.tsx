'use client';

import { useTranslations } from 'next-intl';
import { useSaid } from '@/components/i18n/said-provider';
import form from '@/components/ui/form.module.css';

/** What went wrong with a submission, and whether trying again may help. */
export type Failure = { message: string; canRetry: boolean };

type Props = {
  /** The form's submission (useSubmission): whether it is on its way and what went wrong. */
  submission: { sending: boolean; failure: Failure | null };
  /** Sends the form again: what Retry runs. */
  onRetry: () => unknown;
  label: string;
  /** Why the button is held back until the form is complete (Login, Sign Up), shown under it; false once it may be sent. */
  heldBack?: string | false;
};

/**
 * The submit button and, after a failure, what went wrong with a Retry (nothing typed is lost). The failure is the
 * server's or the browser's English, shown in the page's language (useSaid).
 */
export function SubmitRow({ submission: { sending, failure }, onRetry, label, heldBack = false }: Props) {
  const t = useTranslations('forms');
  return (
    <>
      {failure && <FailureAlert failure={failure} onRetry={onRetry} sending={sending} retryLabel={t('retry')} />}
      <button type="submit" className={form.submit} disabled={sending || Boolean(heldBack)} aria-busy={sending}>
        {sending ? t('submitting') : label}
      </button>
      {heldBack && !sending && <p className={form.hint}>{heldBack}</p>}
    </>
  );
}

type AlertProps = { failure: Failure; onRetry: () => unknown; sending: boolean; retryLabel: string };

/** A failed submission's alert: the message in the page's language and, when trying again may help, a retry button. */
export function FailureAlert({ failure, onRetry, sending, retryLabel }: AlertProps) {
  const say = useSaid();
  return (
    <div className={`${form.alert} ${form.failure}`} role="alert">
      <span>{say(failure.message)}</span>
      {failure.canRetry && (
        <button type="button" className={form.retry} onClick={() => void onRetry()} disabled={sending}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
