'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/forms/combobox-field';
import { onlyLetters } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { PhoneField, TextAreaField, TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { useThankYouForm } from '@/components/forms/use-thank-you-form';
import layout from '@/components/ui/form-columns.module.css';
import form from '@/components/ui/form.module.css';
import { pages } from '@/lib/routes/pages';
import { contactSchema, COURSE_NOT_LISTED, type ContactInput } from '@/lib/validation/contact';
import type { CourseOptions } from '@/app/_lib/course-options';

const FIELDS = ['name', 'email', 'phonenumber', 'courseName', 'message'] as const;
const EMPTY: ContactInput = { name: '', email: '', phonenumber: '', courseName: '', message: '' };

/**
 * The Contact Us enquiry (spec sections 2, 4 and 5): success clears the form and opens the thank-you page; a
 * failure keeps everything typed and says why, with a Retry. `asked`: a course named in the address (issue 52), chosen
 * when the academy lists it, else "A course not listed here" with a message asking for it.
 */
export function ContactForm({ courses, asked }: { courses: CourseOptions; asked: string }) {
  const t = useTranslations('contactForm');
  // A list that failed to load says why (its hint) and offers nothing, not even this.
  const options = useMemo(
    () => (courses.hint ? [] : [...courses.options, { value: COURSE_NOT_LISTED, label: t('courseNotListed') }]),
    [courses, t],
  );
  const [start] = useState((): ContactInput => {
    if (!asked) return EMPTY;
    const listed = courses.options.find((option) => option.value.toLowerCase() === asked.toLowerCase());
    if (listed) return { ...EMPTY, courseName: listed.value };
    return { ...EMPTY, courseName: COURSE_NOT_LISTED, message: t('askMessage', { course: asked }) };
  });
  const { f, onSuccess } = useThankYouForm(zodResolver(contactSchema), start, pages.contactThankYou.path);
  const submission = useSubmission<ContactInput>({ fields: FIELDS, form: f, onSuccess, withPass: true });
  const submit = f.handleSubmit((values) => submission.send('/api/contactUs/contactUs', values));

  return (
    <form className={`${form.form} ${layout.columns}`} onSubmit={submit} noValidate aria-label={t('form')}>
      <TextField f={f} name="name" label={t('name')} filter={onlyLetters} autoComplete="name" />
      <TextField f={f} name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <PhoneField f={f} name="phonenumber" label={t('phone')} />
      <SelectField f={f} name="courseName" label={t('course')} options={options} hint={courses.hint} />
      <div className={layout.wide}>
        <TextAreaField f={f} name="message" label={t('message')} rows={5} />
      </div>
      <div className={layout.actions}>
        <SubmitRow submission={submission} onRetry={submit} label={t('submit')} />
      </div>
    </form>
  );
}
