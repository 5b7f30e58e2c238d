'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { useLocalizedPath } from '@/components/ui/page-link';
import form from '@/components/ui/form.module.css';
import { postStaffJson, putStaffJson } from '@/lib/browser/academy-api';
import { staffCategoryPath } from '@/lib/routes/pages';
import { categoryFormSchema, type CategoryForm as CategoryValues, type CategoryFormInput } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { hindiFieldsClass } from './hindi-fields';
import { ImageField } from './image-field';

type Props = { id: number | null; initial: CategoryFormInput; icons: readonly { value: string; label: string }[] };

/** Adds or edits a category: its name (and so its address), icon and place in the list. */
export function CategoryForm({ id, initial, icons }: Props) {
  const t = useTranslations('catalogueCategoryForm');
  const localized = useLocalizedPath();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const f = useForm<CategoryFormInput, unknown, CategoryValues>({ resolver: zodResolver(categoryFormSchema), defaultValues: initial });
  const onSuccess = useCallback((answer: { id: number }) => {
    setSaved(true);
    if (id === null) router.push(localized(staffCategoryPath(answer.id)));
    else {
      f.reset(f.getValues());
      router.refresh();
    }
  }, [f, id, localized, router]);
  const submission = useSubmission<CategoryFormInput, { id: number }>({
    fields: ['name', 'nameHi', 'icon', 'position'], form: f, onSuccess, post: id === null ? postStaffJson : putStaffJson,
  });
  const submit = f.handleSubmit((values) => {
    setSaved(false);
    return submission.send(id === null ? '/api/staff/catalogue/categories' : `/api/staff/catalogue/categories/${id}`, values);
  });
  return (
    <form className={`${form.form} ${styles.editor}`} onSubmit={submit} noValidate aria-label={id === null ? t('newForm') : t('editForm')}>
      <TextField f={f} name="name" label={t('name')} hint={t('nameHint')} />
      <div className={hindiFieldsClass}>
        <TextField f={f} name="nameHi" label={t('nameHi')} hint={t('hindiHint')} lang="hi" />
      </div>
      <ImageField f={f} name="icon" label={t('icon')} choices={icons} />
      <TextField f={f} name="position" label={t('order')} inputMode="numeric" hint={t('orderHint')} />
      {saved && !submission.sending && <p role="status" className={form.success}>{t('saved')}</p>}
      <SubmitRow submission={submission} onRetry={submit} label={id === null ? t('add') : t('save')} />
    </form>
  );
}
