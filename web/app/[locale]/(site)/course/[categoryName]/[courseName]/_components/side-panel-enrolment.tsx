'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { TrainerEntry } from '@/lib/backend';
import { courseThankYouPath } from '@/lib/routes/pages';
import { sidePanelEnrolmentSchema, type SidePanelEnrolmentInput } from '@/lib/validation/enrolment';
import { FREE_SLOT } from '@/lib/price-words';
import { priceChoice } from '../_lib/batch-choice';
import { batchesOf, type Slot } from '@/lib/pricing';
import type { CourseRef } from '../_lib/course-ref';
import { ContactFields } from './enrolment/contact-fields';
import { firstFailureOnly } from '@/components/forms/first-failure-only';
import { SubmitRow } from '@/components/forms/submit-row';
import { BatchField, SlotOptions, TrainerOptions, useBatchChoice, useSessionDetails } from './enrolment/form-kit';
import { useCourseSubmission } from './enrolment/use-course-submission';
import styles from './enrolment/enrolment.module.css';

const FIELDS = [
  'name',
  'email',
  'contact',
  'city',
  'trainer',
  'availableTrainerId',
  'availableBatchess',
  'slot',
] as const;

/** The slot a batch starts with: its default price option, the free slot when it has none, else nothing yet. */
const initialSlot = (slots: Slot[], preselected: Slot | null): Slot[] =>
  preselected ? [preselected] : slots.length ? [] : [FREE_SLOT];

/**
 * The sticky side panel's enrolment form (spec sections 4 and 5): choosing a trainer fills the batch and price
 * options from that trainer's course; name and city take letters and spaces only, the contact ten digits.
 */
export function SidePanelEnrolment({ course, trainers }: { course: CourseRef; trainers: TrainerEntry[] }) {
  const t = useTranslations('courseEnrolment');
  const [trainerId, setTrainerId] = useState<number | null>(null);
  const trainer = trainers.find((t) => t.id === trainerId);
  const batches = trainer ? batchesOf(trainer) : [];

  const f = useForm<SidePanelEnrolmentInput, unknown, z.output<typeof sidePanelEnrolmentSchema>>({
    // The side panel stops at the first failure (spec section 6), in the order of its fields.
    resolver: firstFailureOnly(zodResolver(sidePanelEnrolmentSchema), FIELDS),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', contact: '', city: '', trainer: '', availableBatchess: '', slot: [] },
  });
  const timing = useBatchChoice(f, batches);
  const price = priceChoice(timing.chosen?.batch ?? batches[0]);
  const { errors } = f.formState;
  const locked = useSessionDetails(f, sidePanelEnrolmentSchema);
  const submission = useCourseSubmission({
    fields: FIELDS,
    form: f,
    thankYouPath: courseThankYouPath(course.categoryName, course.courseName),
    onSent: () => {
      setTrainerId(null);
      timing.clear();
    },
  });

  const chooseTrainer = (id: number | null) => {
    const next = trainers.find((t) => t.id === id);
    setTrainerId(next?.id ?? null);
    timing.clear();
    f.setValue('trainer', next?.trainerName ?? '');
    f.setValue('availableTrainerId', next?.id);
    f.setValue('availableBatchess', '');
    const nextPrice = priceChoice(next ? batchesOf(next)[0] : undefined);
    f.setValue('slot', next ? initialSlot(nextPrice.slots, nextPrice.preselected) : []);
    f.clearErrors(['trainer', 'availableBatchess', 'slot']);
  };

  const chooseTiming = (key: string) => {
    const nextPrice = priceChoice(timing.choose(key)?.batch ?? batches[0]);
    const current = (f.getValues('slot') as Slot[] | undefined)?.[0];
    if (!nextPrice.slots.some((s) => s.label === current?.label))
      f.setValue('slot', initialSlot(nextPrice.slots, nextPrice.preselected));
  };

  const submit = f.handleSubmit((values) =>
    submission.send(`/api/enroll/userEnrollment/${encodeURIComponent(course.courseName)}`, {
      ...values,
      Course: { courseName: course.courseName },
    }),
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('sidePanelForm')}>
      <ContactFields f={f} phone="contact" locked={locked} lettersOnly />
      <FormField label={t('trainer')} error={errors.trainer?.message ?? errors.availableTrainerId?.message}>
        {(p) => (
          <select
            {...p}
            className={form.control}
            value={trainerId ?? ''}
            onChange={(e) => chooseTrainer(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{trainers.length ? t('select') : t('noOptions')}</option>
            <TrainerOptions trainers={trainers} by="id" />
          </select>
        )}
      </FormField>
      <BatchField
        choice={timing}
        onChoose={chooseTiming}
        placeholder={!trainer ? t('trainerFirst') : timing.timings.length ? t('select') : t('noOptions')}
      />
      {trainer && price.slots.length === 0 ? (
        <p className={styles.freeNote}>{t('freeCourseNote')}</p>
      ) : (
        <Controller
          control={f.control}
          name="slot"
          render={({ field, fieldState }) => (
            <FormField
              label={t('slot')}
              error={
                fieldState.error?.message ??
                (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message
              }
            >
              {(p) => (
                <select
                  {...p}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  className={form.control}
                  value={(field.value as Slot[] | undefined)?.[0]?.label ?? ''}
                  disabled={!trainer}
                  onChange={(e) => {
                    const slot = price.slots.find((s) => s.label === e.target.value);
                    field.onChange(slot ? [slot] : []);
                    f.clearErrors('slot');
                  }}
                >
                  {!price.preselected && <option value="">{trainer ? t('select') : t('trainerFirst')}</option>}
                  <SlotOptions choice={price} />
                </select>
              )}
            </FormField>
          )}
        />
      )}
      <SubmitRow submission={submission} onRetry={submit} label={t('submit')} />
    </form>
  );
}
