'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/forms/combobox-field';
import { onlyLetters } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { PhoneField, TextAreaField, TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import layout from '@/components/ui/form-columns.module.css';
import form from '@/components/ui/form.module.css';
import { pages } from '@/lib/routes/pages';
import { contactSchema, type Contact, type ContactInput } from '@/lib/validation/contact';
import type { CourseOptions } from '../../_lib/course-options';

const FIELDS = ['name', 'email', 'phonenumber', 'courseName', 'message'] as const;
const EMPTY: ContactInput = { name: '', email: '', phonenumber: '', courseName: '', message: '' };

/**
 * The Contact Us enquiry (spec sections 2, 4 and 5): success clears the form and opens the thank-you page; a
 * failure keeps everything typed and says why, with a Retry.
 */
export function ContactForm({ courses, coursesHint }: { courses: CourseOptions['options']; coursesHint?: string }) {
  const router = useRouter();
  const f = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const onSuccess = useCallback(() => {
    f.reset(EMPTY);
    router.push(pages.contactThankYou.path);
  }, [f, router]);
  const { send, sending, failure } = useSubmission<ContactInput>({ fields: FIELDS, form: f, onSuccess });
  const submit = f.handleSubmit((values) => send('/api/contactUs/contactUs', values));

  return (
    <form className={`${form.form} ${layout.columns}`} onSubmit={submit} noValidate aria-label="Contact Us">
      <TextField f={f} name="name" label="Name" filter={onlyLetters} autoComplete="name" />
      <TextField f={f} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <PhoneField f={f} name="phonenumber" label="Phone number" />
      <SelectField f={f} name="courseName" label="Course" options={courses} hint={coursesHint} />
      <div className={layout.wide}>
        <TextAreaField f={f} name="message" label="Message" rows={5} />
      </div>
      <div className={layout.actions}>
        <SubmitRow sending={sending} failure={failure} onRetry={() => void submit()} label="Submit" />
      </div>
    </form>
  );
}
