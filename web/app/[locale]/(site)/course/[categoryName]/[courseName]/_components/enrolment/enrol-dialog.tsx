'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { Batch } from '@/lib/backend';
import { popupEnrolmentSchema, type PopupEnrolmentInput } from '@/lib/validation/enrolment';
import type { CourseThankYouPath } from '@/lib/routes/pages';
import { FREE_SLOT } from '@/lib/price-words';
import { priceChoice, timingChoices } from '../../_lib/batch-choice';
import { titleCase } from '@/lib/pricing';
import type { CourseRef } from '../../_lib/course-ref';
import { ContactFields } from './contact-fields';
import { editable } from '@/components/forms/editable';
import { SubmitRow } from '@/components/forms/submit-row';
import { useScheduleText } from '../../_lib/use-schedule-text';
import { BatchField, SlotOptions, useBatchChoice, useSessionDetails } from './form-kit';
import { useCourseSubmission } from './use-course-submission';
import styles from './enrolment.module.css';

/** Who the learner enrols with, and the batch Enroll Now was pressed on in the demo table (if any). */
/** `trainerName` is what the form sends, `shownName` what the page shows (the Hindi name on a Hindi page, issue 33). */
export type EnrolTarget = {
  trainerId: number;
  trainerName: string;
  shownName: string;
  batches: Batch[];
  batch?: Batch;
};

type Props = { target: EnrolTarget | null; onClose: () => void; course: CourseRef; thankYouPath: CourseThankYouPath };

/** The 'Enroll Now' popup: the popup variant of the enrolment form (spec sections 4 and 5). */
export function EnrolDialog({ target, onClose, course, thankYouPath }: Props) {
  const actions = useTranslations('courseActions');
  return (
    <Dialog open={target !== null} title={actions('enrollNow')} onClose={onClose}>
      {/* Mounted only while open (and anew per trainer and batch): closing clears the form and its messages. */}
      {target && (
        <EnrolForm
          key={`${target.trainerId}:${target.batch?.batchId ?? ''}`}
          target={target}
          course={course}
          thankYouPath={thankYouPath}
          onSent={onClose}
        />
      )}
    </Dialog>
  );
}

const FIELDS = ['name', 'email', 'contact', 'city', 'trainer', 'availableBatchess', 'price'] as const;

/** The price select's value is the chosen slot's label; a free batch (no options) sends FREE_SLOT. */
const initialPrice = (batch: Batch | undefined) => {
  const choice = priceChoice(batch);
  return choice.preselected?.label ?? (choice.slots.length ? '' : FREE_SLOT.label);
};

function EnrolForm({
  target,
  course,
  thankYouPath,
  onSent,
}: {
  target: EnrolTarget;
  course: CourseRef;
  thankYouPath: CourseThankYouPath;
  onSent: () => void;
}) {
  const t = useTranslations('courseEnrolment');
  const actions = useTranslations('courseActions');
  const schedule = useScheduleText();
  // Enroll Now on a batch row of the demo table starts at that batch's first timing.
  const initial = timingChoices(target.batches).find((c) => c.batch === target.batch);
  const f = useForm<PopupEnrolmentInput, unknown, z.output<typeof popupEnrolmentSchema>>({
    resolver: zodResolver(popupEnrolmentSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: '',
      email: '',
      contact: '',
      city: '',
      trainer: target.trainerName,
      availableTrainerId: target.trainerId,
      availableBatchess: initial?.label ?? '',
      Course: { originalCourse: course.courseName },
      price: initialPrice(target.batch ?? target.batches[0]),
    },
  });
  const timing = useBatchChoice(f, target.batches, initial?.key);
  const batch = timing.chosen?.batch ?? target.batch ?? target.batches[0];
  const price = priceChoice(batch);
  const { errors } = f.formState;
  const chosenPrice = f.watch('price');
  const fixedPrice = price.fixed ? price.slots.find((s) => s.label === chosenPrice) : undefined;
  const locked = useSessionDetails(f, popupEnrolmentSchema);
  const submission = useCourseSubmission({
    fields: FIELDS,
    form: f,
    thankYouPath,
    onSent,
  });

  const chooseTiming = (key: string) => {
    const next = timing.choose(key)?.batch ?? batch;
    if (!priceChoice(next).slots.some((s) => s.label === f.getValues('price'))) f.setValue('price', initialPrice(next));
  };

  const submit = f.handleSubmit((values) => {
    const slot = price.slots.length ? price.slots.find((s) => s.label === values.price) : FREE_SLOT;
    if (!slot) return f.setError('price', { message: t('priceRequired') });
    return submission.send(`/api/enroll/userEnrollment/${encodeURIComponent(course.courseName)}`, {
      ...values,
      Course: { originalCourse: course.courseName },
      price: String(slot.price),
      slot: [slot],
    });
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <ContactFields f={f} phone="contact" locked={locked} />
      <FormField label={t('trainer')} error={errors.trainer?.message}>
        {(p) => <input {...p} className={form.control} value={titleCase(target.shownName)} readOnly />}
      </FormField>
      <BatchField
        choice={timing}
        onChoose={chooseTiming}
        placeholder={timing.timings.length ? t('select') : t('noOptions')}
      />
      {price.slots.length === 0 ? (
        <p className={styles.freeNote}>{t('noPriceOptions')}</p>
      ) : (
        <FormField label={t('price')} error={errors.price?.message}>
          {(p) =>
            price.fixed ? (
              // The one price there is, in the page's words; the form holds its label for the request.
              <input
                {...p}
                className={form.control}
                value={fixedPrice ? schedule.slot(fixedPrice, price.batch) : ''}
                readOnly
              />
            ) : (
              <select {...p} {...editable(f, 'price')} className={form.control}>
                {!price.preselected && <option value="">{t('select')}</option>}
                <SlotOptions choice={price} />
              </select>
            )
          }
        </FormField>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={actions('enrollNow')} />
    </form>
  );
}
