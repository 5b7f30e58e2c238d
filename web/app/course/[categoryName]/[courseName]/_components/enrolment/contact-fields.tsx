'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { editable, onlyDigits, onlyLetters } from './form-kit';

type Props<T extends FieldValues> = {
  f: UseFormReturn<T, unknown, unknown>;
  /** The phone field's name in this form's payload: 'contact' (enrolment) or 'phonenumber' (demo request). */
  phone: { name: 'contact' | 'phonenumber'; label: string };
  /** Values taken from the stored session, shown locked (spec section 3). */
  locked?: { name?: string; email?: string; contact?: string };
  /** The side panel's name and city accept only letters and spaces as typed (spec section 5). */
  lettersOnly?: boolean;
};

/** Name, email, phone and city: the learner's details every form on the course page starts with. */
export function ContactFields<T extends FieldValues>({ f, phone, locked = {}, lettersOnly = false }: Props<T>) {
  const errors = f.formState.errors as Partial<Record<string, { message?: string }>>;
  const field = (name: string) => name as Path<T>;
  const letters = lettersOnly ? onlyLetters : undefined;
  return (
    <>
      <FormField label="Name" error={errors.name?.message}>
        {(p) => (
          <input {...p} {...editable(f, field('name'), letters)} className={form.control} autoComplete="name" readOnly={Boolean(locked.name)} />
        )}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(p) => (
          <input {...p} {...editable(f, field('email'))} className={form.control} type="email" autoComplete="email" readOnly={Boolean(locked.email)} />
        )}
      </FormField>
      <FormField label={phone.label} error={errors[phone.name]?.message}>
        {(p) => (
          <input
            {...p}
            {...editable(f, field(phone.name), onlyDigits(10))}
            className={form.control}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            readOnly={Boolean(locked.contact)}
          />
        )}
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        {(p) => <input {...p} {...editable(f, field('city'), letters)} className={form.control} autoComplete="address-level2" />}
      </FormField>
    </>
  );
}
