'use client';

import { useTranslations } from 'next-intl';
import { ChoiceField } from '@/components/forms/choice-field';
import { TextAreaField, TextField } from '@/components/forms/text-field';
import form from '@/components/ui/form.module.css';
import { courseFormSchema, type CourseFormInput } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { CourseHtmlField } from './course-html-field';
import { EditorForm } from './editor-form';
import { ImageField } from './image-field';
import { hindiFieldsClass } from './hindi-fields';
import { useCatalogueForm } from './use-catalogue-form';

type Props = { id: number | null; initial: CourseFormInput; categories: { id: number; name: string }[] };

/** Adds or edits a course; a save is live on the course's pages at once, a rename keeps the old address as a redirect. */
export function CourseForm({ id, initial, categories }: Props) {
  const t = useTranslations('catalogueCourseForm');
  const { f, save } = useCatalogueForm({ id, initial, schema: courseFormSchema, entries: 'courses' });
  return (
    <EditorForm id={id} namespace="catalogueCourseForm" save={save}>
      <fieldset className={styles.group}>
        <legend>{t('course')}</legend>
        <div className={styles.columns}>
          <TextField f={f} name="courseName" label={t('courseName')} hint={t('courseNameHint')} />
          <ChoiceField
            f={f}
            name="categoryId"
            label={t('category')}
            options={[
              { value: '', label: t('chooseCategory') },
              ...categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </div>
        <TextField f={f} name="courseTitle" label={t('title')} />
        <TextAreaField f={f} name="courseHeading" label={t('heading')} rows={2} />
        <TextField f={f} name="studentsCount" label={t('students')} inputMode="numeric" />
        <ImageField f={f} name="imageURL" label={t('image')} />
      </fieldset>
      <CourseHtmlField f={f} name="textWhatToLearn" legend={t('whatYouLearn')} hint={t('pasteHint')} />
      <fieldset className={styles.group}>
        <legend>{t('searchEngines')}</legend>
        <TextField f={f} name="metaTitle" label={t('metaTitle')} hint={t('metaTitleHint')} />
        <TextAreaField
          f={f}
          name="metaDescription"
          label={t('metaDescription')}
          rows={2}
          hint={t('metaDescriptionHint')}
        />
        <TextField f={f} name="schemaTitle" label={t('schemaTitle')} />
      </fieldset>
      <fieldset className={`${styles.group} ${hindiFieldsClass}`}>
        <legend>{t('hindi')}</legend>
        <p className={form.hint}>{t('hindiLead')}</p>
        <TextField f={f} name="courseTitleHi" label={t('titleHi')} lang="hi" />
        <TextAreaField f={f} name="courseHeadingHi" label={t('headingHi')} rows={2} lang="hi" />
        <TextField f={f} name="metaTitleHi" label={t('metaTitleHi')} lang="hi" />
        <TextAreaField f={f} name="metaDescriptionHi" label={t('metaDescriptionHi')} rows={2} lang="hi" />
      </fieldset>
      <CourseHtmlField f={f} name="textWhatToLearnHi" legend={t('whatYouLearnHi')} hint={t('pasteHint')} lang="hi" />
    </EditorForm>
  );
}
