import { useTranslations } from 'next-intl';
import { StatusMessage } from '@/components/ui/status-message';
import type { Review, ReviewSummary as Summary } from '@/lib/backend';
import { FeaturedReviews } from './featured-reviews';
import { ReviewForm } from './review-form';
import { ReviewSummary } from './review-summary';
import styles from './reviews.module.css';

type Props = {
  courseName: string;
  /** null: the list could not be loaded. */
  reviews: Review[] | null;
  /** null: the summary could not be loaded; the spec keeps that silent, so the Review part is left out. */
  summary: Summary[number] | null;
};

/** The reviews block (spec "Reviews block"): Rating (the form), Review (the summary) and Featured Reviews. */
export function ReviewsSection({ courseName, reviews, summary }: Props) {
  const t = useTranslations('courseReviewsBlock');
  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.top}>
        <section className={styles.card} aria-labelledby="rating-heading">
          <h3 id="rating-heading" className={styles.cardTitle}>
            {t('rating')}
          </h3>
          <ReviewForm courseName={courseName} />
        </section>
        {summary && (
          <section className={styles.card} aria-labelledby="review-summary-heading">
            <h3 id="review-summary-heading" className={styles.cardTitle}>
              {t('review')}
            </h3>
            <ReviewSummary summary={summary} count={reviews ? reviews.length : null} />
          </section>
        )}
      </div>
      <section aria-labelledby="featured-reviews-heading">
        <h3 id="featured-reviews-heading" className={styles.cardTitle}>
          {t('featured')}
        </h3>
        {reviews === null ? (
          <StatusMessage tone="error">{t('error')}</StatusMessage>
        ) : reviews.length === 0 ? (
          <StatusMessage>{t('empty')}</StatusMessage>
        ) : (
          <FeaturedReviews reviews={reviews} />
        )}
      </section>
    </section>
  );
}
