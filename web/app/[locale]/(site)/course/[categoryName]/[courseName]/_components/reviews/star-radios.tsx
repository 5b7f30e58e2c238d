'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import { formatCount } from '@/components/ui/format-count';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/ui/form.module.css';
import styles from './reviews.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const VALUES = [1, 2, 3, 4, 5] as const;

/**
 * Clickable stars that are a real radio group: Tab reaches it, the arrow keys move the rating, and screen readers
 * hear "3 stars, radio button, 3 of 5". Each radio lies transparent over its star, so a click or tap lands on it.
 */
export function StarRadios({
  legend,
  value,
  error,
  registration,
}: {
  legend: string;
  value: number;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const t = useTranslations('courseReviews');
  const locale = useLocale();
  // The schema's message ('Rating is required.') in the page's language.
  const say = useSaid();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.starField}>
      <legend className={formStyles.label}>{legend}</legend>
      <div className={styles.starRow}>
        <div className={styles.starInputs}>
          {VALUES.map((n) => (
            <span key={n} className={styles.starItem}>
              <input
                {...registration}
                type="radio"
                id={`${id}-${n}`}
                value={String(n)}
                className={styles.starInput}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
              />
              <label htmlFor={`${id}-${n}`} className={styles.starLabel} data-filled={n <= value}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d={STAR} />
                </svg>
                <span className="visually-hidden">{t('star', { count: n, shown: formatCount(n, locale) })}</span>
              </label>
            </span>
          ))}
        </div>
        <span className={styles.starValue} aria-hidden="true">
          {value ? t('outOf', { value: formatCount(value, locale) }) : t('notRated')}
        </span>
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {say(error)}
        </p>
      )}
    </fieldset>
  );
}
