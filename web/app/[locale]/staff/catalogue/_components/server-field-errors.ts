import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Refusal } from '@/components/forms/use-submission';

/**
 * A 400's messages put under the exact fields they name, however deep ('courses.0.batches.1.sessions.0.price'):
 * the trainer form's fields are too many to list. Returns whether it handled the refusal.
 */
export function fieldErrorsAtTheirPaths<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (refusal: Refusal): boolean => {
    if (refusal.kind !== 'invalid' || Object.keys(refusal.fields).length === 0) return false;
    let first = true;
    for (const [path, message] of Object.entries(refusal.fields)) {
      setError(path as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    return true;
  };
}
