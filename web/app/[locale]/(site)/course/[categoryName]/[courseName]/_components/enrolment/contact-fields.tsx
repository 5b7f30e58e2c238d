'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path } from 'react-hook-form';
import { onlyLetters, type AnyForm } from '@/components/forms/editable';
import { PhoneField, TextField } from '@/components/forms/text-field';

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  /** The phone field's name in this form's payload: 'contact' (enrolment, 'Contact number') or 'phonenumber' (demo request, 'Phone number'). */
  phone: 'contact' | 'phonenumber';
  /** Values taken from the stored session, shown locked (spec section 3). */
  locked?: { name?: string; email?: string; contact?: string };
  /** The side panel's name and city accept only letters and spaces as typed (spec section 5). */
  lettersOnly?: boolean;
};

/** Name, email, phone and city: the learner's details every form on the course page starts with. */
export function ContactFields<T extends FieldValues>({ f, phone, locked = {}, lettersOnly = false }: Props<T>) {
  const t = useTranslations('courseEnrolment');
  const field = (name: string) => name as Path<T>;
  const letters = lettersOnly ? onlyLetters : undefined;
  return (
    <>
      <TextField
        f={f}
        name={field('name')}
        label={t('name')}
        filter={letters}
        autoComplete="name"
        readOnly={Boolean(locked.name)}
      />
      <TextField
        f={f}
        name={field('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        readOnly={Boolean(locked.email)}
      />
      <PhoneField
        f={f}
        name={field(phone)}
        label={phone === 'contact' ? t('contactNumber') : t('phoneNumber')}
        readOnly={Boolean(locked.contact)}
      />
      <TextField f={f} name={field('city')} label={t('city')} filter={letters} autoComplete="address-level2" />
    </>
  );
}
