'use client';

import { useTranslations } from 'next-intl';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { SubmitRow } from '@/components/forms/submit-row';
import form from '@/components/ui/form.module.css';
import styles from '../catalogue.module.css';

type Props = {
  /** null for a new entry. */
  id: number | null;
  /** The editor's messages: each has newForm, editForm, saved, add and save. */
  namespace: 'catalogueCategoryForm' | 'catalogueCourseForm' | 'catalogueTrainerForm';
  /** useCatalogueForm's save: whether it is saved, the submission, and what sends it. */
  save: {
    saved: boolean;
    submission: Parameters<typeof SubmitRow>[0]['submission'];
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
  };
  children: ReactNode;
};

/** A catalogue editor's form around its fields: named new or edit, "saved" once it is, and the send button. */
export function EditorForm({ id, namespace, save: { saved, submission, submit }, children }: Props) {
  const t = useTranslations(namespace as 'catalogueCategoryForm');
  return (
    <form
      className={`${form.form} ${styles.editor}`}
      onSubmit={submit}
      noValidate
      aria-label={id === null ? t('newForm') : t('editForm')}
    >
      {children}
      {saved && !submission.sending && (
        <p role="status" className={form.success}>
          {t('saved')}
        </p>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={id === null ? t('add') : t('save')} />
    </form>
  );
}
