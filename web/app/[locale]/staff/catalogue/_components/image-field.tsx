'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
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
  const t = useTranslations('catalogueImageField');
  const say = useSaid();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const value = (f.watch(name) as string | undefined) ?? '';
  const set = (url: string) =>
    f.setValue(name, url as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_PHOTO_BYTES) return setProblem(PHOTO_TOO_LARGE);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setProblem(t('wrongType'));
    setUploading(true);
    const body = new FormData();
    body.set('image', file);
    const result = await postStaffForm<{ url: string }>('/api/staff/catalogue/images', body);
    setUploading(false);
    if (!result.ok)
      return setProblem(result.kind === 'invalid' ? (result.fields.image ?? result.message) : result.message);
    set(result.body.url);
  };

  // The schema's and the server's English, shown in the page's language.
  const error = problem ?? errorOf(f, name);
  return (
    <div className={form.field}>
      <span className={form.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.image}>
        {value ? <img src={value} alt={t('current', { label })} /> : <span className={form.hint}>{t('none')}</span>}
        <label className={`${buttons.outline} ${styles.button}`} aria-busy={uploading}>
          {uploading ? t('uploading') : value ? t('replace') : t('upload')}
          <input
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="visually-hidden"
            onChange={(e) => void upload(e)}
            disabled={uploading}
            aria-describedby={`${id}-label`}
          />
        </label>
        {value && (
          <button type="button" className={`${buttons.textOutline} ${styles.button}`} onClick={() => set('')}>
            {t('remove')}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {choices && (
        <>
          <label className={form.label} htmlFor={`${id}-choice`}>
            {t('orChoose')}
          </label>
          <select
            id={`${id}-choice`}
            className={form.control}
            value={choices.some((c) => c.value === value) ? value : ''}
            onChange={(e) => e.target.value && set(e.target.value)}
          >
            <option value="">{t('choose')}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      )}
      <p className={form.hint}>{t('hint')}</p>
      {error && (
        <p className={form.error} role="alert">
          {say(error)}
        </p>
      )}
    </div>
  );
}
