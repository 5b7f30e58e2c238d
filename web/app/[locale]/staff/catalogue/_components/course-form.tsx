'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { errorOf, TextAreaField, TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { postStaffJson, putStaffJson } from '@/lib/browser/academy-api';
import { staffCoursePath } from '@/lib/routes/pages';
import { courseFormSchema, type CourseForm as CourseValues, type CourseFormInput } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { ImageField } from './image-field';
import { RichTextEditor } from './rich-text-editor';

const FIELDS = [
  'courseName', 'courseTitle', 'courseHeading', 'categoryId', 'imageURL', 'textWhatToLearn', 'metaTitle', 'metaDescription',
  'schemaTitle', 'studentsCount',
] as const;

type Props = { id: number | null; initial: CourseFormInput; categories: { id: number; name: string }[] };

/** Adds or edits a course; a save is live on the course's pages at once, a rename keeps the old address as a redirect. */
export function CourseForm({ id, initial, categories }: Props) {
  const router = useRouter();
  const editorId = useId();
  const [saved, setSaved] = useState(false);
  const f = useForm<CourseFormInput, unknown, CourseValues>({ resolver: zodResolver(courseFormSchema), defaultValues: initial });
  const onSuccess = useCallback((answer: { id: number }) => {
    setSaved(true);
    if (id === null) router.push(staffCoursePath(answer.id));
    else {
      f.reset(f.getValues());
      router.refresh();
    }
  }, [f, id, router]);
  const submission = useSubmission<CourseFormInput, { id: number }>({
    fields: FIELDS, form: f, onSuccess, post: id === null ? postStaffJson : putStaffJson,
  });
  const submit = f.handleSubmit((values) => {
    setSaved(false);
    return submission.send(id === null ? '/api/staff/catalogue/courses' : `/api/staff/catalogue/courses/${id}`, values);
  });
  const htmlError = errorOf(f, 'textWhatToLearn');
  return (
    <form className={`${form.form} ${styles.editor}`} onSubmit={submit} noValidate aria-label={id === null ? 'New course' : 'Edit course'}>
      <fieldset className={styles.group}>
        <legend>Course</legend>
        <div className={styles.columns}>
          <TextField f={f} name="courseName" label="Course name" hint="Also its address: a new name moves the page, and the old address redirects." />
          <FormField label="Category" error={errorOf(f, 'categoryId')}>
            {(p) => (
              <select {...p} {...f.register('categoryId')} className={form.control}>
                <option value="">Choose a category</option>
                {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </select>
            )}
          </FormField>
        </div>
        <TextField f={f} name="courseTitle" label="Title" />
        <TextAreaField f={f} name="courseHeading" label="Heading" rows={2} />
        <TextField f={f} name="studentsCount" label="Students" inputMode="numeric" />
        <ImageField f={f} name="imageURL" label="Course image" />
      </fieldset>
      <fieldset className={styles.group}>
        <legend id={`${editorId}-label`}>What you learn</legend>
        <Controller
          control={f.control}
          name="textWhatToLearn"
          render={({ field }) => (
            <RichTextEditor
              id={editorId}
              value={field.value ?? ''}
              onChange={field.onChange}
              labelledBy={`${editorId}-label`}
              describedBy={htmlError ? `${editorId}-error` : `${editorId}-hint`}
              invalid={Boolean(htmlError)}
            />
          )}
        />
        <p id={`${editorId}-hint`} className={form.hint}>Paste from Word or Google Docs keeps headings, lists, bold and links; styles are dropped.</p>
        {htmlError && <p id={`${editorId}-error`} className={form.error}>{htmlError}</p>}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Search engines</legend>
        <TextField f={f} name="metaTitle" label="Meta title" hint="Blank: the course name." />
        <TextAreaField f={f} name="metaDescription" label="Meta description" rows={2} hint="Blank: the heading." />
        <TextField f={f} name="schemaTitle" label="Schema title" />
      </fieldset>
      {saved && !submission.sending && <p role="status" className={form.success}>Saved. The course&apos;s pages show it from now on.</p>}
      <SubmitRow submission={submission} onRetry={submit} label={id === null ? 'Add course' : 'Save course'} />
    </form>
  );
}
