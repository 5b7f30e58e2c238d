'use client';

import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { AnyForm } from './editable';
import { errorOf } from './text-field';

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  options: { value: string; label: ReactNode }[];
};

/** A labelled native select of fixed options; its message shows under it. */
export function ChoiceField<T extends FieldValues>({ f, name, label, options }: Props<T>) {
  return (
    <FormField label={label} error={errorOf(f, name)}>
      {(p) => (
        <select {...p} {...f.register(name)} className={form.control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
