'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Route } from 'next';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { editable } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { errorOf, TextAreaField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { istDateOf } from '@/components/ui/relative-time';
import { StarRating } from '@/components/ui/star-rating';
import type { MyReview } from '@/lib/academy/accounts/my-reviews';
import { deleteJson, patchJson } from '@/lib/browser/academy-api';
import { reviewEditSchema, type ReviewEdit, type ReviewEditInput } from '@/lib/validation/account';
import styles from './account.module.css';
import { useAction } from './use-action';

const FIELDS = ['ratings', 'reviewDescription'] as const;
const STAR_WORDS = ['', '1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/** The reviews I wrote while logged in: edit the stars and words, or delete one; the course's rating follows. */
export function MyReviews({ reviews, onChange }: { reviews: MyReview[]; onChange: () => void }) {
  if (reviews.length === 0) return <p className={styles.empty}>You have not reviewed a course while logged in.</p>;
  return (
    <ul className={styles.cards}>
      {reviews.map((review) => <ReviewCard key={review.id} review={review} onChange={onChange} />)}
    </ul>
  );
}

function ReviewCard({ review, onChange }: { review: MyReview; onChange: () => void }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const { run: remove, busy: deleting, error } = useAction(async () => {
    const result = await deleteJson(`/api/user/reviews/${review.id}`);
    if (!result.ok) return result.message;
    onChange();
    return null;
  });

  return (
    <li className={styles.card} aria-label={`Review of ${review.courseName}`}>
      <h3 className={styles.cardTitle}>
        {review.coursePath ? <Link href={review.coursePath as Route}>{review.courseName}</Link> : review.courseName}
      </h3>
      {mode === 'edit' ? (
        <ReviewEditForm review={review} onDone={() => { setMode('view'); onChange(); }} onCancel={() => setMode('view')} />
      ) : (
        <>
          <div className={styles.reviewHead}>
            <StarRating rating={review.ratings} size="sm" />
            <span className={styles.muted}>{STAR_WORDS[review.ratings]}, {istDateOf(review.createdAt)}</span>
          </div>
          <p className={styles.reviewText}>{review.reviewDescription}</p>
          {review.imageOfStudent && (
            // eslint-disable-next-line @next/next/no-img-element -- the review photo is already re-encoded small
            <img src={review.imageOfStudent} alt="Your photo on this review" width={64} height={64} className={styles.photo} />
          )}
          <div className={styles.actions}>
            {mode === 'delete' ? (
              <>
                <span>Delete this review?</span>
                <button type="button" className={styles.dangerButton} onClick={() => void remove()} disabled={deleting} aria-busy={deleting}>
                  {deleting ? 'Deleting…' : 'Yes, delete it'}
                </button>
                <button type="button" className={styles.secondaryButton} onClick={() => setMode('view')} disabled={deleting}>Keep it</button>
              </>
            ) : (
              <>
                <button type="button" className={styles.secondaryButton} onClick={() => setMode('edit')}>Edit review</button>
                <button type="button" className={styles.secondaryButton} onClick={() => setMode('delete')}>Delete review</button>
              </>
            )}
          </div>
          {error && <p role="alert" className={styles.error}>{error}</p>}
        </>
      )}
    </li>
  );
}

function ReviewEditForm({ review, onDone, onCancel }: { review: MyReview; onDone: () => void; onCancel: () => void }) {
  const f = useForm<ReviewEditInput, unknown, ReviewEdit>({
    resolver: zodResolver(reviewEditSchema),
    defaultValues: { ratings: String(review.ratings), reviewDescription: review.reviewDescription },
  });
  const onSuccess = useCallback(() => onDone(), [onDone]);
  const submission = useSubmission<ReviewEditInput>({ fields: FIELDS, form: f, onSuccess, post: patchJson });
  const submit = f.handleSubmit((values) => submission.send(`/api/user/reviews/${review.id}`, values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={`Edit your review of ${review.courseName}`}>
      <FormField label="Rating" error={errorOf(f, 'ratings')}>
        {(p) => (
          <select {...p} {...editable(f, 'ratings')} className={form.control}>
            {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{STAR_WORDS[n]}</option>)}
          </select>
        )}
      </FormField>
      <TextAreaField f={f} name="reviewDescription" label="Your review" maxLength={2000} />
      <SubmitRow submission={submission} onRetry={submit} label="Save review" />
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>Cancel</button>
    </form>
  );
}
