'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmission } from '@/components/forms/use-submission';
import { useLocalizedPath } from '@/components/ui/page-link';
import { postStaffJson, putStaffJson } from '@/lib/browser/academy-api';
import { staffCategoryPath, staffCoursePath, staffTrainerPath } from '@/lib/routes/pages';
import { fieldErrorsAtTheirPaths } from './server-field-errors';

/** The console page of an entry, which a new one opens once added. */
const ENTRY_PATHS = { categories: staffCategoryPath, courses: staffCoursePath, trainers: staffTrainerPath };

type Options<T extends FieldValues, V> = {
  /** null for a new entry. */
  id: number | null;
  initial: T;
  /** What the browser checks (zodResolver); a 400 may name any of its fields. */
  schema: z.ZodObject & z.ZodType<V, T>;
  /** New entries are posted to /api/staff/catalogue/{entries}; an entry's own address is that and its id. */
  entries: keyof typeof ENTRY_PATHS;
  /**
   * Where a trainer's fields are too many to list (its batches and price options), a 400's messages go under the
   * exact fields they name, however deep.
   */
  errorsAtTheirPaths?: boolean;
  /** Whether an edit's saved values become the form's new starting point (so it is no longer dirty). */
  resetAfterEdit?: boolean;
};

const NO_FIELDS: readonly never[] = [];

/**
 * One of the catalogue's editors (category, course, trainer) and its saving: a new entry is POSTed and its page
 * opens; an edit is PUT and the page is read again. `saved` says so until the next send.
 */
export function useCatalogueForm<T extends FieldValues, V>({
  id,
  initial,
  schema,
  entries,
  errorsAtTheirPaths = false,
  resetAfterEdit = true,
}: Options<T, V>) {
  const f = useForm<T, unknown, V>({
    resolver: zodResolver(schema) as Resolver<T, unknown, V>,
    defaultValues: initial as DefaultValues<T>,
  });
  const localized = useLocalizedPath();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const onSuccess = useCallback(
    (answer: { id: number }) => {
      setSaved(true);
      if (id === null) return router.push(localized(ENTRY_PATHS[entries](answer.id)));
      if (resetAfterEdit) f.reset(f.getValues());
      router.refresh();
    },
    [f, id, localized, router, entries, resetAfterEdit],
  );
  const fields = useMemo(
    () => (errorsAtTheirPaths ? NO_FIELDS : (Object.keys(schema.shape) as Path<T>[])),
    [errorsAtTheirPaths, schema],
  );
  const onRefusal = useMemo(
    () => (errorsAtTheirPaths ? fieldErrorsAtTheirPaths(f.setError) : undefined),
    [errorsAtTheirPaths, f.setError],
  );
  const submission = useSubmission<T, { id: number }>({
    fields,
    form: f,
    onSuccess,
    onRefusal,
    post: id === null ? postStaffJson : putStaffJson,
  });
  const collection = `/api/staff/catalogue/${entries}` as const;
  const submit = f.handleSubmit((values) => {
    setSaved(false);
    return submission.send(id === null ? collection : `${collection}/${id}`, values);
  });
  return { f, save: { saved, submission, submit } };
}
