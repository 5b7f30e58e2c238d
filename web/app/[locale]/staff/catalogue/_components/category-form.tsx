'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson, putStaffJson } from '@/lib/browser/academy-api';
import { staffCategoryPath } from '@/lib/routes/pages';
import { categoryFormSchema, type CategoryForm as CategoryValues, type CategoryFormInput } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import { ImageField } from './image-field';

type Props = { id: number | null; initial: CategoryFormInput; icons: readonly { value: string; label: string }[] };

/** Adds or edits a category: its name (and so its address), icon and place in the list. */
export function CategoryForm({ id, initial, icons }: Props) {
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const f = useForm<CategoryFormInput, unknown, CategoryValues>({ resolver: zodResolver(categoryFormSchema), defaultValues: initial });
  const onSuccess = useCallback((answer: { id: number }) => {
    setSaved(true);
    if (id === null) router.push(staffCategoryPath(answer.id));
    else {
      f.reset(f.getValues());
      router.refresh();
    }
  }, [f, id, router]);
  const submission = useSubmission<CategoryFormInput, { id: number }>({
    fields: ['name', 'icon', 'position'], form: f, onSuccess, post: id === null ? postStaffJson : putStaffJson,
  });
  const submit = f.handleSubmit((values) => {
    setSaved(false);
    return submission.send(id === null ? '/api/staff/catalogue/categories' : `/api/staff/catalogue/categories/${id}`, values);
  });
  return (
    <form className={`${form.form} ${styles.editor}`} onSubmit={submit} noValidate aria-label={id === null ? 'New category' : 'Edit category'}>
      <TextField f={f} name="name" label="Name" hint="Also its address: a new name moves its pages, and the old addresses redirect." />
      <ImageField f={f} name="icon" label="Icon" choices={icons} />
      <TextField f={f} name="position" label="Order" inputMode="numeric" hint="Lower numbers come first in the catalogue." />
      {saved && !submission.sending && <p role="status" className={form.success}>Saved. The catalogue shows it from now on.</p>}
      <SubmitRow submission={submission} onRetry={submit} label={id === null ? 'Add category' : 'Save category'} />
    </form>
  );
}
