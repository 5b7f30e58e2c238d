'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { categoryFormSchema, type CategoryFormInput } from '@/lib/validation/catalogue';
import { EditorForm } from './editor-form';
import { hindiFieldsClass } from './hindi-fields';
import { ImageField } from './image-field';
import { useCatalogueForm } from './use-catalogue-form';

type Props = { id: number | null; initial: CategoryFormInput; icons: readonly { value: string; label: string }[] };

/** Adds or edits a category: its name (and so its address), icon and place in the list. */
export function CategoryForm({ id, initial, icons }: Props) {
  const t = useTranslations('catalogueCategoryForm');
  const { f, save } = useCatalogueForm({ id, initial, schema: categoryFormSchema, entries: 'categories' });
  return (
    <EditorForm id={id} namespace="catalogueCategoryForm" save={save}>
      <TextField f={f} name="name" label={t('name')} hint={t('nameHint')} />
      <div className={hindiFieldsClass}>
        <TextField f={f} name="nameHi" label={t('nameHi')} hint={t('hindiHint')} lang="hi" />
      </div>
      <ImageField f={f} name="icon" label={t('icon')} choices={icons} />
      <TextField f={f} name="position" label={t('order')} inputMode="numeric" hint={t('orderHint')} />
    </EditorForm>
  );
}
