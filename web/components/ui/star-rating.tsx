import { useLocale, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { formatRating } from './format-rating';
import styles from './star-rating.module.css';

/** How many half stars of five a rating from 0 to 5 fills, rounded to the nearest half (spec section 2). */
export function filledHalves(rating: number): number {
  return Math.round(Math.min(5, Math.max(0, rating)) * 2);
}

/**
 * A read-only star display, labelled for screen readers ("Rated 4.5 out of 5"). The five stars are one element
 * painted by the stylesheet (a star mask over a two-colour fill), not ten inline SVGs in every page's HTML and RSC
 * payload: the course page shows up to a dozen ratings. Its label is the `starRating` namespace's, in the page's
 * language (a client component showing it gets the namespace through <WithMessages>).
 */
export function StarRating({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const t = useTranslations('starRating');
  const locale = useLocale();
  const fill = { '--fill': `${filledHalves(rating) * 10}%` } as CSSProperties;
  return (
    <span
      className={styles.stars}
      data-size={size}
      role="img"
      aria-label={t('label', { rating: formatRating(rating, locale) })}
      style={fill}
    />
  );
}
