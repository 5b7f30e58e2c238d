'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import { useLocalizedPath } from '@/components/ui/page-link';
import { postStaffJson, putStaffJson } from '@/lib/browser/academy-api';

type Options<T extends FieldValues, V> = {
  /** null for a new entry. */
  id: number | null;
  form: UseFormReturn<T, unknown, V>;
  /** Where new entries are posted; an entry's own address is `collection/id`. */
  collection: `/api/staff/catalogue/${string}`;
  /** The console page of an entry, which a new one opens once added. */
  entryPath: (id: number) => string;
  /** The fields a 400 may name (useSubmission). */
  fields: readonly Path<T>[];
  onRefusal?: (refusal: Refusal) => boolean;
  /** Whether an edit's saved values become the form's new starting point (so it is no longer dirty). */
  resetAfterEdit?: boolean;
};

/**
 * Saving one of the catalogue's editors (category, course, trainer): a new entry is POSTed and its page opens; an
 * edit is PUT and the page is read again. `saved` says so until the next send.
 */
export function useCatalogueSave<T extends FieldValues, V>({
  id,
  form: f,
  collection,
  entryPath,
  fields,
  onRefusal,
  resetAfterEdit = true,
}: Options<T, V>) {
  const localized = useLocalizedPath();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const onSuccess = useCallback(
    (answer: { id: number }) => {
      setSaved(true);
      if (id === null) return router.push(localized(entryPath(answer.id)));
      if (resetAfterEdit) f.reset(f.getValues());
      router.refresh();
    },
    [f, id, localized, router, entryPath, resetAfterEdit],
  );
  const submission = useSubmission<T, { id: number }>({
    fields,
    form: f,
    onSuccess,
    onRefusal,
    post: id === null ? postStaffJson : putStaffJson,
  });
  const submit = f.handleSubmit((values) => {
    setSaved(false);
    return submission.send(id === null ? collection : `${collection}/${id}`, values);
  });
  return { saved, submission, submit };
}
