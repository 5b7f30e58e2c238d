import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Any react-hook-form form, whatever its resolver's output type. */
export type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;

/** Input filters the spec asks for while typing (section 5). */
export const onlyDigits = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);
export const onlyLetters = (value: string) => value.replace(/[^\p{L} ]/gu, '');
export const onlyLettersNoSpaces = (value: string) => value.replace(/[^\p{L}]/gu, '');

/**
 * register() for a field whose message clears as soon as the user edits it (spec sections 4 and 5), optionally
 * filtering what is typed.
 */
export function editable<T extends FieldValues>(f: AnyForm<T>, name: Path<T>, filter?: (value: string) => string) {
  const registered = f.register(name);
  return {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      if (filter) {
        const filtered = filter(event.target.value);
        if (filtered !== event.target.value) event.target.value = filtered;
      }
      f.clearErrors(name);
      return registered.onChange(event);
    },
  };
}
