'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import formStyles from '@/components/ui/form.module.css';
import { FailureAlert, type Failure } from '@/components/forms/submit-row';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { apiFetch, toResult } from '@/lib/browser/academy-api';
import { createPassSupply } from '@/lib/browser/client-pass';
import { createSubmissionKeys } from '@/lib/browser/submission-key';
import { PASS_HEADER } from '@/lib/contract/work-proof';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, reviewFormSchema } from '@/lib/validation/review';
import { StarRadios } from './star-radios';
import styles from './reviews.module.css';

type Input = z.input<typeof reviewFormSchema>;
type Values = z.output<typeof reviewFormSchema>;
type FieldName = keyof Input;

const retryable = (message: string): Failure => ({ message, canRetry: true });
const FIELD_NAMES: readonly FieldName[] = ['studentName', 'reviewDescription', 'ratings', 'imageOfStudent'];

/**
 * The Rating form. Where the spec leaves failures silent, this keeps what was typed and says what happened: the
 * API's field messages go under their fields, anything else is an alert with a retry.
 */
export function ReviewForm({ courseName }: { courseName: string }) {
  const t = useTranslations('courseReviews');
  const router = useRouter();
  const defaults: Input = {
    studentName: '',
    reviewDescription: '',
    ratings: '',
    courseName,
    imageOfStudent: undefined,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    // After the first submit each field is checked as it is edited, so a fixed field loses its message at once.
    reValidateMode: 'onChange',
  });
  // A logged-in learner's name is filled in (issue 52), and stays theirs to change.
  const learnerName = useStoredSession().session?.fullName?.trim() ?? '';
  useEffect(() => {
    if (learnerName && !getValues('studentName')) setValue('studentName', learnerName);
  }, [learnerName, getValues, setValue]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [thanked, setThanked] = useState(false);
  const inFlight = useRef(false);
  const keys = useRef(createSubmissionKeys());
  // The client pass the server counts anonymous reviews by (lib/browser/client-pass.ts), earned while typing.
  const passes = useRef(createPassSupply());
  useEffect(() => passes.current.prepare(), []);
  const photo = usePhotoPreview();
  const photoHintId = useId();
  // Until React runs the form, a click would post it natively; Submit waits for hydration instead.
  const hydrated = useHydrated();

  const send = async (values: Values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const body = new FormData();
    if (values.imageOfStudent) body.append('imageOfStudent', values.imageOfStudent);
    body.append('ratings', String(values.ratings));
    body.append('studentName', values.studentName);
    body.append('reviewDescription', values.reviewDescription);
    body.append('courseName', values.courseName);
    const photoFile = values.imageOfStudent;
    const fingerprint = JSON.stringify([
      values.ratings,
      values.studentName,
      values.reviewDescription,
      values.courseName,
      photoFile ? [photoFile.name, photoFile.size, photoFile.lastModified] : null,
    ]);
    try {
      const pass = await passes.current.take();
      const response = await apiFetch('/api/reviews/featuredreview', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keys.current.keyFor(fingerprint), ...(pass ? { [PASS_HEADER]: pass } : {}) },
      });
      // A server error may be sent again as the same review; any other answer settles it.
      if (response.status < 500) keys.current.settle();
      if (response.status === 201) {
        reset({ ...defaults, studentName: learnerName });
        photo.clear();
        setThanked(true);
        return;
      }
      if (response.status === 413)
        return setError('imageOfStudent', { type: 'server', message: t('photoTooLarge') }, { shouldFocus: true });
      // Too many reviews (from here, or for this course), or this learner's second one: the server's words.
      if (response.status === 429 || response.status === 409) {
        const refusal = await toResult(response);
        // A second review of the course stays refused however often it is sent: no retry for that one.
        return setFailure(
          refusal.ok ? retryable(t('failed')) : { message: refusal.message, canRetry: response.status === 429 },
        );
      }
      if (response.status === 400 && showFieldErrors(await response.json().catch(() => null))) return;
      console.error('[reviews] submission refused', response.status);
      setFailure(retryable(t('failed')));
    } catch (error) {
      console.error('[reviews] submission failed', error);
      setFailure(retryable(t('failed')));
    } finally {
      inFlight.current = false;
    }
  };

  /** The API's 400 names the fields it refused; returns false when none of them is on this form. */
  const showFieldErrors = (body: unknown) => {
    const fields = (body as { fields?: Record<string, unknown> } | null)?.fields ?? {};
    const known = FIELD_NAMES.filter((name) => typeof fields[name] === 'string');
    known.forEach((name, i) =>
      setError(name, { type: 'server', message: fields[name] as string }, { shouldFocus: i === 0 }),
    );
    return known.length > 0;
  };

  const submit = handleSubmit(send);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const problem = !file
      ? null
      : file.size > MAX_PHOTO_BYTES
        ? t('photoTooLarge')
        : (PHOTO_TYPES as readonly string[]).includes(file.type)
          ? null
          : t('photoWrongType');
    if (problem) event.target.value = '';
    const kept = file && !problem ? file : undefined;
    setValue('imageOfStudent', kept, { shouldDirty: true });
    photo.show(kept ?? null);
    if (problem) setError('imageOfStudent', { type: 'client', message: problem });
    else clearErrors('imageOfStudent');
  };

  const removePhoto = () => {
    setValue('imageOfStudent', undefined, { shouldDirty: true });
    clearErrors('imageOfStudent');
    photo.clear();
  };

  const closeThanks = () => {
    setThanked(false);
    // The route handler has revalidated this page's data: the new review and the new summary come with it.
    router.refresh();
  };

  const rating = watch('ratings');
  return (
    <>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('formLabel')}>
        <input type="hidden" {...register('courseName')} />
        <StarRadios
          legend={t('yourRating')}
          value={typeof rating === 'string' || typeof rating === 'number' ? Number(rating) || 0 : 0}
          error={errors.ratings?.message}
          registration={register('ratings')}
        />
        <FormField label={t('name')} error={errors.studentName?.message}>
          {(props) => (
            <input
              {...props}
              {...register('studentName')}
              className={formStyles.control}
              autoComplete="name"
              maxLength={100}
            />
          )}
        </FormField>
        <FormField label={t('description')} error={errors.reviewDescription?.message}>
          {(props) => (
            <textarea
              {...props}
              {...register('reviewDescription')}
              className={formStyles.control}
              rows={4}
              maxLength={2000}
            />
          )}
        </FormField>
        <FormField label={t('photo')} error={errors.imageOfStudent?.message} hint={t('photoHint')}>
          {(props) => (
            <input
              {...props}
              ref={photo.inputRef}
              type="file"
              name="imageOfStudent"
              accept={PHOTO_TYPES.join(',')}
              className={styles.fileInput}
              onChange={choosePhoto}
              aria-describedby={
                [props['aria-describedby'], photo.url ? photoHintId : null].filter(Boolean).join(' ') || undefined
              }
            />
          )}
        </FormField>
        {photo.url && (
          <div className={styles.preview}>
            {/* An object URL of the chosen file: next/image cannot load it, and there is nothing to optimise. */}
            <img src={photo.url} alt={t('preview')} width={72} height={72} className={styles.previewImage} />
            <span id={photoHintId} className="visually-hidden">
              {t('photoChosen')}
            </span>
            <button type="button" className={styles.linkButton} onClick={removePhoto}>
              {t('removePhoto')}
            </button>
          </div>
        )}
        {failure && (
          <FailureAlert failure={failure} onRetry={submit} sending={isSubmitting} retryLabel={t('tryAgain')} />
        )}
        <div>
          <button type="submit" className={formStyles.submit} disabled={isSubmitting || !hydrated}>
            {isSubmitting ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
      <Dialog open={thanked} title={t('thanksTitle')} onClose={closeThanks}>
        <div className={styles.thanks}>
          <p className={styles.thanksText}>{t('success')}</p>
          <button type="button" className={formStyles.submit} onClick={closeThanks}>
            {t('close')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** The chosen photo's preview: one object URL at a time, revoked when replaced, cleared or unmounted. */
function usePhotoPreview() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  const clear = () => {
    show(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  return { url, inputRef, show, clear };
}
