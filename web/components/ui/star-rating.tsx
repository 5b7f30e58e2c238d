import { formatRating } from './format-rating';
import styles from './star-rating.module.css';

/** Five stars for a rating from 0 to 5: full, half or empty, rounded to the nearest half (spec section 2). */
export function starsOf(rating: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}

// Kept in format-rating.ts, so that the course card (a client component) does not bring the stars into its pages'
// scripts; here too for the pages that show both.
export { formatRating };

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A read-only star display, labelled for screen readers ("Rated 4.5 out of 5"). */
export function StarRating({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={styles.stars} data-size={size} role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {starsOf(rating).map((kind, i) => (
        <span key={i} className={styles.star} data-kind={kind}>
          <svg className={styles.empty} viewBox="0 0 24 24" aria-hidden="true">
            <path d={STAR} />
          </svg>
          <svg className={styles.fill} viewBox="0 0 24 24" aria-hidden="true">
            <path d={STAR} />
          </svg>
        </span>
      ))}
    </span>
  );
}
