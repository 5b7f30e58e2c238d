'use client';

import form from '@/components/ui/form.module.css';
import styles from './account.module.css';
import { useAction } from '@/components/forms/use-action';

type Props = {
  /** Above the button; none for a button that says it all (an invoice's download). */
  hint?: string;
  /** The row's layout: a section's own row by default. */
  className?: string;
  label: string;
  busyLabel: string;
  /** The request; answers what went wrong, in the page's language, or null when it went well. */
  work: () => Promise<string | null>;
};

/**
 * A hint and one button under it (download my data, sign out everywhere, an invoice): busy while it runs, what failed
 * after.
 */
export function ActionRow({ hint, className = styles.sessions, label, busyLabel, work }: Props) {
  const { run, busy, error } = useAction(work);
  return (
    <div className={className}>
      {hint && <p className={form.hint}>{hint}</p>}
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? busyLabel : label}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
