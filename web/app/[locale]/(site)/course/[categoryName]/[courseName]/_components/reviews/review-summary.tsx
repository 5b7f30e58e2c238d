import { useLocale, useTranslations } from 'next-intl';
import { formatCount } from '@/components/ui/format-count';
import { formatRating } from '@/components/ui/format-rating';
import { StarRating } from '@/components/ui/star-rating';
import type { ReviewSummary as Summary } from '@/lib/backend';
import styles from './reviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

const percent = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

/** The Review section: the average with its stars, and the share of each star value from 5 down to 1. */
export function ReviewSummary({ summary, count }: { summary: Summary[number]; count: number | null }) {
  const t = useTranslations('courseReviewsBlock');
  const locale = useLocale();
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageValue}>
          {t.rich('outOf', {
            value: formatRating(summary.averageRating, locale),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <StarRating rating={summary.averageRating} size="lg" />
        {count !== null && <p className={styles.count}>{t('basedOn', { count, shown: formatCount(count, locale) })}</p>}
      </div>
      <ul className={styles.bars} aria-label={t('byStars')}>
        {STARS.map((star) => {
          const value = summary[`percentageRating${star}`];
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel}>
                {star}
                <span aria-hidden="true">★</span>
                <span className="visually-hidden"> {t('stars', { count: star })}</span>
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
              </span>
              <span className={styles.barValue}>{percent(value)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
