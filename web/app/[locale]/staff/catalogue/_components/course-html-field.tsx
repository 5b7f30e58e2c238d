'use client';

import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { errorOf } from '@/components/forms/text-field';
import type { AnyForm } from '@/components/forms/editable';
import { useSaid } from '@/components/i18n/said-provider';
import form from '@/components/ui/form.module.css';
import type { CourseFormInput } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { hindiFieldsClass } from './hindi-fields';
import { RichTextEditor } from './rich-text-editor';

type Props = {
  f: AnyForm<CourseFormInput>;
  name: 'textWhatToLearn' | 'textWhatToLearnHi';
  legend: string;
  hint: string;
  /** The language the HTML is written in, for screen readers and spell checkers. */
  lang?: string;
};

/** A course's "What you'll learn" HTML in its own group: the editor, its hint and its message. */
export function CourseHtmlField({ f, name, legend, hint, lang }: Props) {
  const say = useSaid();
  const editorId = useId();
  const error = errorOf(f, name);
  return (
    <fieldset className={lang === 'hi' ? `${styles.group} ${hindiFieldsClass}` : styles.group}>
      <legend id={`${editorId}-label`}>{legend}</legend>
      <Controller
        control={f.control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={editorId}
            value={field.value ?? ''}
            onChange={field.onChange}
            labelledBy={`${editorId}-label`}
            describedBy={error ? `${editorId}-error` : `${editorId}-hint`}
            invalid={Boolean(error)}
            lang={lang}
          />
        )}
      />
      <p id={`${editorId}-hint`} className={form.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${editorId}-error`} className={form.error}>
          {say(error)}
        </p>
      )}
    </fieldset>
  );
}
