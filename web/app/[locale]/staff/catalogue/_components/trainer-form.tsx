'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { errorOf, TextAreaField, TextField } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import { FormField } from '@/components/ui/form-field';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { staffTrainerPath } from '@/lib/routes/pages';
import { trainerFormSchema, type TrainerForm as TrainerValues } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { BatchEditor, newBatch } from './batch-editor';
import { hindiFieldsClass } from './hindi-fields';
import { ImageField } from './image-field';
import { fieldErrorsAtTheirPaths } from './server-field-errors';
import { useCatalogueSave } from './use-catalogue-save';
import type { TrainerFields } from '../_lib/trainer-fields';

type Props = { id: number | null; initial: TrainerFields; courses: { id: number; label: string }[] };

/**
 * Adds or edits a trainer: name, photo, languages, and for each course they teach their description there and its
 * batches (days, timings, fee type, demo video, price options). The whole trainer is saved at once.
 */
export function TrainerForm({ id, initial, courses }: Props) {
  const t = useTranslations('catalogueTrainerForm');
  const say = useSaid();
  const f = useForm<TrainerFields, unknown, TrainerValues>({
    resolver: zodResolver(trainerFormSchema) as never,
    defaultValues: initial,
  });
  const taught = useFieldArray({ control: f.control, name: 'courses' });
  const onRefusal = useMemo(() => fieldErrorsAtTheirPaths(f.setError), [f.setError]);
  // Its batches' and price options' errors come back at their own paths (onRefusal), so it names no top fields; an
  // edit keeps the form as typed, as it always has.
  const { saved, submission, submit } = useCatalogueSave({
    id,
    form: f,
    collection: '/api/staff/catalogue/trainers',
    entryPath: staffTrainerPath,
    fields: [],
    onRefusal,
    resetAfterEdit: false,
  });
  const any = f as unknown as AnyForm<TrainerFields>;
  return (
    <form
      className={`${form.form} ${styles.editor}`}
      onSubmit={submit}
      noValidate
      aria-label={id === null ? t('newForm') : t('editForm')}
    >
      <fieldset className={styles.group}>
        <legend>{t('trainer')}</legend>
        <TextField f={any} name="trainerName" label={t('name')} autoComplete="off" />
        <div className={hindiFieldsClass}>
          <TextField
            f={any}
            name="trainerNameHi"
            label={t('nameHi')}
            hint={t('hindiHint')}
            lang="hi"
            autoComplete="off"
          />
        </div>
        <TextField f={any} name="language" label={t('languages')} hint={t('languagesHint')} autoComplete="off" />
        <ImageField f={any} name="trainerImage" label={t('photo')} />
      </fieldset>
      {taught.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.group}>
          <legend>{t('courseLegend', { number: index + 1 })}</legend>
          <FormField label={t('course')} error={errorOf(any, `courses.${index}.courseId`)}>
            {(p) => (
              <select {...p} {...f.register(`courses.${index}.courseId`)} className={form.control}>
                <option value="">{t('chooseCourse')}</option>
                {courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextAreaField f={any} name={`courses.${index}.description`} label={t('description')} rows={3} />
          <BatchEditor f={any} courseIndex={index} />
          <div className={styles.rowActions}>
            <button
              type="button"
              className={`${buttons.textOutline} ${styles.button}`}
              onClick={() => taught.remove(index)}
            >
              {t('stopTeaching', { number: index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      {errorOf(any, 'courses') && <p className={form.error}>{say(errorOf(any, 'courses')!)}</p>}
      <div className={styles.rowActions}>
        <button
          type="button"
          className={`${buttons.outline} ${styles.button}`}
          onClick={() => taught.append({ courseId: '', description: '', batches: [newBatch()] })}
        >
          {t('addCourse')}
        </button>
      </div>
      {saved && !submission.sending && (
        <p role="status" className={form.success}>
          {t('saved')}
        </p>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={id === null ? t('add') : t('save')} />
    </form>
  );
}
