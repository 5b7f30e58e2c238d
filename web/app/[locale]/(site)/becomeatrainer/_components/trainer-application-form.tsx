'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { MultiSelectField } from '@/components/forms/combobox-field';
import { onlyLetters, onlyLettersNoSpaces, type AnyForm } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { PhoneField, TextAreaField, TextField } from '@/components/forms/text-field';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import { useThankYouForm } from '@/components/forms/use-thank-you-form';
import layout from '@/components/ui/form-columns.module.css';
import form from '@/components/ui/form.module.css';
import { pages } from '@/lib/routes/pages';
import { trainerApplicationSchema, type TrainerApplicationInput } from '@/lib/validation/trainer-application';
import type { CourseOptions } from '@/app/_lib/course-options';

const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phonenumber',
  'yearOfExperience',
  'area',
  'city',
  'hours',
  'Textarea',
  'courses',
] as const;
const EMPTY = {
  firstname: '',
  lastname: '',
  email: '',
  phonenumber: '',
  yearOfExperience: '',
  area: '',
  city: '',
  hours: '',
  Textarea: '',
  courses: [],
} satisfies TrainerApplicationInput;

/** Years and hours: digits and a decimal point only (2.5 years, 1.5 hours); anything else is dropped as typed. */
const onlyDecimal = (max: number) => (value: string) => value.replace(/[^\d.]/g, '').slice(0, max);

type DecimalProps = {
  f: AnyForm<TrainerApplicationInput>;
  name: 'yearOfExperience' | 'hours';
  label: string;
  /** The most characters the field holds, the point included. */
  max: number;
};

/** Years of experience and hours a day: a decimal number the phone's number keypad types. */
function DecimalField({ f, name, label, max }: DecimalProps) {
  return (
    <TextField
      f={f}
      name={name}
      label={label}
      filter={onlyDecimal(max)}
      inputMode="decimal"
      maxLength={max}
      autoComplete="off"
    />
  );
}

/**
 * Become a Trainer (spec sections 2, 4, 5 and 8): a 201 clears the form and opens the thank-you page; a refusal
 * (say a second application from the same email within 24 hours) shows the server's `message` under the email.
 */
export function TrainerApplicationForm({ courses }: { courses: CourseOptions }) {
  const t = useTranslations('trainerForm');
  const { f, onSuccess } = useThankYouForm(zodResolver(trainerApplicationSchema), EMPTY, pages.trainerThankYou.path);
  const onRefusal = useCallback(
    (refusal: Refusal) => {
      if (refusal.kind !== 'rejected' || !refusal.body.message) return false;
      f.setError('email', { type: 'server', message: refusal.body.message }, { shouldFocus: true });
      return true;
    },
    [f],
  );
  const submission = useSubmission<TrainerApplicationInput>({
    fields: FIELDS,
    form: f,
    onSuccess,
    onRefusal,
    withPass: true,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/trainer/trainers', values));

  return (
    <form className={`${form.form} ${layout.columns}`} onSubmit={submit} noValidate aria-label={t('form')}>
      <TextField f={f} name="firstname" label={t('firstName')} filter={onlyLettersNoSpaces} autoComplete="given-name" />
      <TextField f={f} name="lastname" label={t('lastName')} filter={onlyLettersNoSpaces} autoComplete="family-name" />
      <TextField f={f} name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <PhoneField f={f} name="phonenumber" label={t('phone')} />
      <DecimalField f={f} name="yearOfExperience" label={t('experience')} max={4} />
      <DecimalField f={f} name="hours" label={t('hours')} max={5} />
      <TextField f={f} name="area" label={t('area')} filter={onlyLetters} autoComplete="address-level3" />
      <TextField f={f} name="city" label={t('city')} filter={onlyLetters} autoComplete="address-level2" />
      <div className={layout.wide}>
        <MultiSelectField f={f} name="courses" label={t('courses')} options={courses.options} hint={courses.hint} />
      </div>
      <div className={layout.wide}>
        <TextAreaField f={f} name="Textarea" label={t('description')} hint={t('descriptionHint')} rows={5} />
      </div>
      <div className={layout.actions}>
        <SubmitRow submission={submission} onRetry={submit} label={t('submit')} />
      </div>
    </form>
  );
}
