'use client';

import { useId, type ReactElement, type ReactNode } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import styles from './form.module.css';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * A label, one control and the field's message under it (spec section 5: errors appear inline under each field).
 * The control is rendered by `children(props)` so it gets the id and the aria wiring; works in client forms. The
 * message is the schema's or the server's English, shown in the page's language (useSaid).
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (props: ControlProps) => ReactElement;
}) {
  const id = useId();
  const say = useSaid();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {say(error)}
        </p>
      )}
    </div>
  );
}
