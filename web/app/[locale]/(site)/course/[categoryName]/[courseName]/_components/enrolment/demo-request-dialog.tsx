'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { TrainerEntry } from '@/lib/backend';
import { demoRequestSchema, type DemoRequestInput } from '@/lib/validation/demo-request';
import type { CourseThankYouPath } from '@/lib/routes/pages';
import type { CourseRef } from '../../_lib/course-ref';
import { ContactFields } from './contact-fields';
import { editable } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { TrainerOptions } from './form-kit';
import { useCourseSubmission } from './use-course-submission';

type Props = {
  open: boolean;
  onClose: () => void;
  course: CourseRef;
  trainers: TrainerEntry[];
  thankYouPath: CourseThankYouPath;
};

/** 'Contact Us': the demo request modal 'Please Fill The Form' (spec sections 2, 4 and 5). */
export function DemoRequestDialog({ open, onClose, ...props }: Props) {
  const t = useTranslations('courseEnrolment');
  return (
    <Dialog open={open} title={t('demoTitle')} onClose={onClose}>
      {/* Mounted only while open, so closing clears what was typed and every message. */}
      {open && <DemoRequestForm onSent={onClose} {...props} />}
    </Dialog>
  );
}

const FIELDS = ['name', 'email', 'phonenumber', 'city', 'trainerName', 'course'] as const;

function DemoRequestForm({
  course,
  trainers,
  thankYouPath,
  onSent,
}: Omit<Props, 'open' | 'onClose'> & { onSent: () => void }) {
  const t = useTranslations('courseEnrolment');
  const f = useForm<DemoRequestInput, unknown, z.output<typeof demoRequestSchema>>({
    resolver: zodResolver(demoRequestSchema),
    reValidateMode: 'onSubmit',
    // Spec: the first trainer is preselected; the course is the page's and cannot be changed.
    defaultValues: {
      name: '',
      email: '',
      phonenumber: '',
      city: '',
      trainerName: trainers[0]?.trainerName ?? '',
      course: course.courseName,
    },
  });
  const { errors } = f.formState;
  const submission = useCourseSubmission({
    fields: FIELDS,
    form: f,
    thankYouPath,
    onSent,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/request/requestDemo', values));

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <ContactFields f={f} phone="phonenumber" />
      <FormField label={t('trainer')} error={errors.trainerName?.message}>
        {(p) => (
          <select {...p} {...editable(f, 'trainerName')} className={form.control}>
            {trainers.length === 0 && <option value="">{t('noOptions')}</option>}
            <TrainerOptions trainers={trainers} by="trainerName" />
          </select>
        )}
      </FormField>
      <FormField label={t('course')} error={errors.course?.message}>
        {(p) => <input {...p} {...f.register('course')} className={form.control} readOnly />}
      </FormField>
      <SubmitRow submission={submission} onRetry={submit} label={t('submit')} />
    </form>
  );
}
