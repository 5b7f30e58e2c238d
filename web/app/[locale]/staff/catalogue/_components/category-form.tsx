'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import form from '@/components/ui/form.module.css';
import { staffCategoryPath } from '@/lib/routes/pages';
import {
  categoryFormSchema,
  type CategoryForm as CategoryValues,
  type CategoryFormInput,
} from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { hindiFieldsClass } from './hindi-fields';
import { ImageField } from './image-field';
import { useCatalogueSave } from './use-catalogue-save';

type Props = { id: number | null; initial: CategoryFormInput; icons: readonly { value: string; label: string }[] };

/** Adds or edits a category: its name (and so its address), icon and place in the list. */
export function CategoryForm({ id, initial, icons }: Props) {
  const t = useTranslations('catalogueCategoryForm');
  const f = useForm<CategoryFormInput, unknown, CategoryValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: initial,
  });
  const { saved, submission, submit } = useCatalogueSave({
    id,
    form: f,
    collection: '/api/staff/catalogue/categories',
    entryPath: staffCategoryPath,
    fields: ['name', 'nameHi', 'icon', 'position'],
  });
  return (
    <form
      className={`${form.form} ${styles.editor}`}
      onSubmit={submit}
      noValidate
      aria-label={id === null ? t('newForm') : t('editForm')}
    >
      <TextField f={f} name="name" label={t('name')} hint={t('nameHint')} />
      <div className={hindiFieldsClass}>
        <TextField f={f} name="nameHi" label={t('nameHi')} hint={t('hindiHint')} lang="hi" />
      </div>
      <ImageField f={f} name="icon" label={t('icon')} choices={icons} />
      <TextField f={f} name="position" label={t('order')} inputMode="numeric" hint={t('orderHint')} />
      {saved && !submission.sending && (
        <p role="status" className={form.success}>
          {t('saved')}
        </p>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={id === null ? t('add') : t('save')} />
    </form>
  );
}
