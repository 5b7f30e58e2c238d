'use client';

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { phoneAsTyped } from '@/lib/phone';
import { editable, type AnyForm } from './editable';

type Base<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Rewrites what is typed (letters only, digits only). */
  filter?: (value: string) => string;
};

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'onChange' | 'onBlur' | 'children'>;

/** The error react-hook-form holds for a (possibly dotted) field name. */
export function errorOf<T extends FieldValues>(f: AnyForm<T>, name: Path<T>): string | undefined {
  const error = f.getFieldState(name, f.formState).error;
  return error?.message;
}

/** A labelled text input whose message shows under it and clears when the field is edited. */
export function TextField<T extends FieldValues>({ f, name, label, hint, filter, ...input }: Base<T> & InputProps) {
  return (
    <FormField label={label} hint={hint} error={errorOf(f, name)}>
      {(p) => <input {...p} {...editable(f, name, filter)} className={form.control} {...input} />}
    </FormField>
  );
}

/**
 * An email address the way a sign-in form wants it: the email keyboard, and no capital first letter or spelling marks
 * from the phone (an address is typed as it is). autoComplete says which: 'email', 'username' for a sign-in, 'off'.
 */
export function EmailField<T extends FieldValues>(
  props: Omit<Base<T>, 'filter'> & Omit<InputProps, 'type' | 'autoCapitalize' | 'spellCheck'>,
) {
  return <TextField type="email" {...props} autoCapitalize="none" spellCheck={false} />;
}

type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'form' | 'onChange' | 'onBlur' | 'children'
>;

export function TextAreaField<T extends FieldValues>({ f, name, label, hint, filter, ...area }: Base<T> & AreaProps) {
  return (
    <FormField label={label} hint={hint} error={errorOf(f, name)}>
      {(p) => <textarea {...p} {...editable(f, name, filter)} className={form.control} rows={4} {...area} />}
    </FormField>
  );
}

/**
 * A 10-digit Indian mobile number after a fixed +91: typed or pasted in any shape ('+91 98765 43210', '098765-43210'),
 * the field keeps the national number's digits (spec section 5, the one phone rule of lib/phone.ts), and phones open
 * the number keypad. No maxLength: the browser would cut a pasted '+91 98765 43210' to its first ten characters.
 */
export function PhoneField<T extends FieldValues>({
  f,
  name,
  label,
  hint,
  ...input
}: Omit<Base<T>, 'filter'> & InputProps) {
  return (
    <FormField label={label} hint={hint} error={errorOf(f, name)}>
      {(p) => (
        <div className={form.prefixed}>
          <span className={form.prefix} aria-hidden="true">
            +91
          </span>
          <input
            {...p}
            {...editable(f, name, phoneAsTyped)}
            className={form.control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...input}
          />
        </div>
      )}
    </FormField>
  );
}
