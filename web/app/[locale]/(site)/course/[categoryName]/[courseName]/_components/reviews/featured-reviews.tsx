'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import type { Review } from '@/lib/backend';
import { istDateOf, relativeTime } from '@/components/ui/relative-time';
import { useNow } from './use-now';
import styles from './reviews.module.css';

/** Spec section 8: the list shows 5 at first and grows by 5. */
export const PAGE_SIZE = 5;

/** Featured Reviews: newest first, 5 at a time; once all are shown the button reads Show Less and goes back to 5. */
export function FeaturedReviews({ reviews }: { reviews: Review[] }) {
  const t = useTranslations('courseReviews');
  const [shown, setShown] = useState(PAGE_SIZE);
  const listId = useId();
  const allShown = shown >= reviews.length;
  const button = useRef<HTMLButtonElement>(null);
  const toggle = () => {
    if (!allShown) return setShown(Math.min(shown + PAGE_SIZE, reviews.length));
    setShown(PAGE_SIZE);
    // The list shrinks above the focused button: bring it back into view instead of leaving the reader far below.
    requestAnimationFrame(() => button.current?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <div className={styles.featured}>
      <ul id={listId} className={styles.reviewList} aria-label={t('featuredLabel')}>
        {reviews.slice(0, shown).map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {reviews.length > PAGE_SIZE && (
        <button ref={button} type="button" className={styles.moreButton} aria-controls={listId} onClick={toggle}>
          {allShown ? t('showLess') : t('showMore')}
        </button>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useTranslations('courseReviews');
  return (
    <li className={styles.review}>
      {review.imageOfStudent ? (
        // A plain <img>: the photo route already serves a small re-encoded image, nothing for next/image to do.
        <img
          className={styles.avatar}
          src={review.imageOfStudent}
          alt={t('photoOf', { name: review.studentName })}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(review.studentName)}
        </span>
      )}
      <div className={styles.reviewBody}>
        <div className={styles.reviewHead}>
          <h4 className={styles.reviewName}>{review.studentName}</h4>
          <ReviewTime createdAt={review.createdAt} />
        </div>
        <StarRating rating={review.ratings} size="sm" />
        <p className={styles.reviewText}>{review.reviewDescription}</p>
      </div>
    </li>
  );
}

/** The IST date in the server's HTML; after hydration, the relative time with the date kept as its tooltip. */
function ReviewTime({ createdAt }: { createdAt: string }) {
  const now = useNow();
  const locale = useLocale();
  const date = istDateOf(createdAt, locale);
  return (
    <time className={styles.reviewTime} dateTime={createdAt} title={date}>
      {now === null ? date : relativeTime(createdAt, now, locale)}
    </time>
  );
}

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
