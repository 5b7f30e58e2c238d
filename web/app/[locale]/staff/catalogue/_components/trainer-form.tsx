'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf, TextAreaField, TextField } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { trainerFormSchema, type TrainerForm as TrainerValues } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { BatchEditor, newBatch } from './batch-editor';
import { DaysOff } from './days-off';
import { EditorForm } from './editor-form';
import { hindiFieldsClass } from './hindi-fields';
import { ImageField } from './image-field';
import { useCatalogueForm } from './use-catalogue-form';
import type { TrainerFields } from '../_lib/trainer-fields';

type Props = { id: number | null; initial: TrainerFields; courses: { id: number; label: string }[] };

/**
 * Adds or edits a trainer: name, photo, languages, the email their demo invitations go to and their days off, and for
 * each course they teach their description there and its batches (days, timings, fee type, demo video, price options,
 * demo seats and where the class meets). The whole trainer is saved at once.
 */
export function TrainerForm({ id, initial, courses }: Props) {
  const t = useTranslations('catalogueTrainerForm');
  const say = useSaid();
  // Its batches' and price options' errors come back at their own paths; an edit keeps the form as typed, as it
  // always has. Its inputs hold text where the schema takes numbers and lists (TrainerFields).
  const { f, save } = useCatalogueForm<TrainerFields, TrainerValues>({
    id,
    initial,
    schema: trainerFormSchema as never,
    entries: 'trainers',
    errorsAtTheirPaths: true,
    resetAfterEdit: false,
  });
  const taught = useFieldArray({ control: f.control, name: 'courses' });
  const any = f as unknown as AnyForm<TrainerFields>;
  return (
    <EditorForm id={id} namespace="catalogueTrainerForm" save={save}>
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
        <TextField f={any} name="email" label={t('email')} hint={t('emailHint')} type="email" autoComplete="off" />
        <DaysOff f={any} />
      </fieldset>
      {taught.fields.map((field, index) => (
        <fieldset key={field.id} className={styles.group}>
          <legend>{t('courseLegend', { number: index + 1 })}</legend>
          <ChoiceField
            f={any}
            name={`courses.${index}.courseId`}
            label={t('course')}
            options={[
              { value: '', label: t('chooseCourse') },
              ...courses.map((c) => ({ value: String(c.id), label: c.label })),
            ]}
          />
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
    </EditorForm>
  );
}
