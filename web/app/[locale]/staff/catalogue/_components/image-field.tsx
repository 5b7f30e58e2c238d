'use client';

import { useId, useState, type ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf } from '@/components/forms/text-field';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { postStaffForm } from '@/lib/browser/academy-api';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPES } from '@/lib/validation/review';
import styles from '../catalogue.module.css';

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label: string;
  /** Images the site has already (a category's stock icons), offered beside the upload. */
  choices?: readonly { value: string; label: string }[];
};

/**
 * An image of the catalogue: uploaded here (checked and re-encoded on the server, as review photos are) or, where
 * offered, one of the site's own. The field holds the image's address; the picture beside it shows what is set.
 */
export function ImageField<T extends FieldValues>({ f, name, label, choices }: Props<T>) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = (f.watch(name) as string | undefined) ?? '';
  const set = (url: string) => f.setValue(name, url as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_PHOTO_BYTES) return setProblem(PHOTO_TOO_LARGE);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP image');
    setUploading(true);
    const body = new FormData();
    body.set('image', file);
    const result = await postStaffForm<{ url: string }>('/api/staff/catalogue/images', body);
    setUploading(false);
    if (!result.ok) return setProblem(result.kind === 'invalid' ? (result.fields.image ?? result.message) : result.message);
    set(result.body.url);
  };

  const error = problem ?? errorOf(f, name);
  return (
    <div className={form.field}>
      <span className={form.label} id={`${id}-label`}>{label}</span>
      <div className={styles.image}>
        {/* eslint-disable-next-line @next/next/no-img-element -- an address typed or just uploaded, any size */}
        {value ? <img src={value} alt={`${label}: current image`} /> : <span className={form.hint}>No image</span>}
        <label className={`${buttons.outline} ${styles.button}`} aria-busy={uploading}>
          {uploading ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}
          <input type="file" accept={PHOTO_TYPES.join(',')} className="visually-hidden" onChange={(e) => void upload(e)} disabled={uploading} aria-describedby={`${id}-label`} />
        </label>
        {value && (
          <button type="button" className={`${buttons.textOutline} ${styles.button}`} onClick={() => set('')}>Remove<span className="visually-hidden"> {label}</span></button>
        )}
      </div>
      {choices && (
        <>
          <label className={form.label} htmlFor={`${id}-choice`}>Or choose one of the site&apos;s</label>
          <select id={`${id}-choice`} className={form.control} value={choices.some((c) => c.value === value) ? value : ''} onChange={(e) => e.target.value && set(e.target.value)}>
            <option value="">Choose…</option>
            {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
          </select>
        </>
      )}
      <p className={form.hint}>JPEG, PNG or WebP, at most 2 MB. Stored re-encoded, without its metadata.</p>
      {error && <p className={form.error} role="alert">{error}</p>}
    </div>
  );
}
