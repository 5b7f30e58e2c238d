'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editable } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { errorOf, TextAreaField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { useSaid } from '@/components/i18n/said-provider';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { istDateOf } from '@/components/ui/relative-time';
import { StarRating } from '@/components/ui/star-rating';
import type { MyReview } from '@/lib/academy/accounts/my-reviews';
import { deleteJson, patchJson } from '@/lib/browser/academy-api';
import { reviewEditSchema, type ReviewEdit, type ReviewEditInput } from '@/lib/validation/account';
import styles from './account.module.css';
import { useAction } from '@/components/forms/use-action';

const FIELDS = ['ratings', 'reviewDescription'] as const;

/** '4 stars' in the page's language. */
function useStarWords() {
  const t = useTranslations('account.reviews');
  const locale = useLocale();
  return (count: number) => t('stars', { count, shown: formatCount(count, locale) });
}

/** The reviews I wrote while logged in: edit the stars and words, or delete one; the course's rating follows. */
export function MyReviews({ reviews, onChange }: { reviews: MyReview[]; onChange: () => void }) {
  const t = useTranslations('account.reviews');
  if (reviews.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.cards}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} onChange={onChange} />
      ))}
    </ul>
  );
}

function ReviewCard({ review, onChange }: { review: MyReview; onChange: () => void }) {
  const t = useTranslations('account.reviews');
  const locale = useLocale();
  const say = useSaid();
  const stars = useStarWords();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const {
    run: remove,
    busy: deleting,
    error,
  } = useAction(async () => {
    const result = await deleteJson(`/api/user/reviews/${review.id}`);
    if (!result.ok) return result.message;
    onChange();
    return null;
  });

  return (
    <li className={styles.card} aria-label={t('card', { course: review.courseName })}>
      <h3 className={styles.cardTitle}>
        {review.coursePath ? <PageLink href={review.coursePath}>{review.courseName}</PageLink> : review.courseName}
      </h3>
      {mode === 'edit' ? (
        <ReviewEditForm
          review={review}
          onDone={() => {
            setMode('view');
            onChange();
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <>
          <div className={styles.reviewHead}>
            <StarRating rating={review.ratings} size="sm" />
            <span className={styles.muted}>
              {t('starsAndDate', { stars: stars(review.ratings), date: istDateOf(review.createdAt, locale) })}
            </span>
          </div>
          <p className={styles.reviewText}>{review.reviewDescription}</p>
          {review.imageOfStudent && (
            <img src={review.imageOfStudent} alt={t('photo')} width={64} height={64} className={styles.photo} />
          )}
          <div className={styles.actions}>
            {mode === 'delete' ? (
              <>
                <span>{t('deleteAsk')}</span>
                <button
                  type="button"
                  className={styles.dangerButton}
                  onClick={() => void remove()}
                  disabled={deleting}
                  aria-busy={deleting}
                >
                  {deleting ? t('deleting') : t('deleteConfirm')}
                </button>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  onClick={() => setMode('view')}
                  disabled={deleting}
                >
                  {t('keep')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className={styles.secondaryButton} onClick={() => setMode('edit')}>
                  {t('edit')}
                </button>
                <button type="button" className={styles.secondaryButton} onClick={() => setMode('delete')}>
                  {t('delete')}
                </button>
              </>
            )}
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {say(error)}
            </p>
          )}
        </>
      )}
    </li>
  );
}

function ReviewEditForm({ review, onDone, onCancel }: { review: MyReview; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('account.reviews');
  const stars = useStarWords();
  const f = useForm<ReviewEditInput, unknown, ReviewEdit>({
    resolver: zodResolver(reviewEditSchema),
    defaultValues: { ratings: String(review.ratings), reviewDescription: review.reviewDescription },
  });
  const onSuccess = useCallback(() => onDone(), [onDone]);
  const submission = useSubmission<ReviewEditInput>({ fields: FIELDS, form: f, onSuccess, post: patchJson });
  const submit = f.handleSubmit((values) => submission.send(`/api/user/reviews/${review.id}`, values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('editForm', { course: review.courseName })}>
      <FormField label={t('rating')} error={errorOf(f, 'ratings')}>
        {(p) => (
          <select {...p} {...editable(f, 'ratings')} className={form.control}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {stars(n)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField f={f} name="reviewDescription" label={t('text')} maxLength={2000} />
      <SubmitRow submission={submission} onRetry={submit} label={t('save')} />
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
