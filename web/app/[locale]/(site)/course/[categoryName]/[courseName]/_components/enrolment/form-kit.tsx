'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf } from '@/components/forms/text-field';
import type { z } from 'zod';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { Batch, TrainerEntry } from '@/lib/backend';
import { timingChoices, type PriceChoice, type TimingChoice } from '../../_lib/batch-choice';
import { useScheduleText } from '../../_lib/use-schedule-text';
import { trainerNameIn } from '@/lib/academy/catalogue-words';
import { titleCase } from '@/lib/pricing';

type DetailsSchema = { shape: { name: z.ZodType; email: z.ZodType; contact: z.ZodType } };
type Details = { name?: string; email?: string; contact?: string };

/**
 * Spec section 3: a logged-in learner's name, email and contact come from the stored session and are locked.
 * Only values this form would accept are taken (a stored name with a full stop must stay editable).
 */
export function useSessionDetails<T extends FieldValues & { name: string; email: string; contact?: unknown }>(
  f: AnyForm<T>,
  schema: DetailsSchema,
): Details {
  const { session } = useStoredSession();
  const { fullName, email, phone } = session ?? {};
  const locked = useMemo(() => {
    const accept = (value: string | undefined, check: z.ZodType) =>
      value && check.safeParse(value).success ? value.trim() : undefined;
    return {
      name: accept(fullName, schema.shape.name),
      email: accept(email?.toLowerCase(), schema.shape.email),
      contact: accept(phone?.replace(/\D/g, '').slice(-10), schema.shape.contact),
    };
  }, [fullName, email, phone, schema]);
  const { setValue } = f;
  useEffect(() => {
    for (const key of ['name', 'email', 'contact'] as const) {
      const value = locked[key];
      if (value) setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate: false });
    }
  }, [locked, setValue]);
  return locked;
}

/** The price options of a batch: each by its label (what the form sends), shown in the page's words. */
export function SlotOptions({ choice }: { choice: PriceChoice }) {
  const schedule = useScheduleText();
  return choice.slots.map((s) => (
    <option key={s.label} value={s.label}>
      {schedule.slot(s, choice.batch)}
    </option>
  ));
}

/** The course's trainers as options, by name; the value is what the form sends: the trainer's id or name. */
export function TrainerOptions({ trainers, by }: { trainers: TrainerEntry[]; by: 'id' | 'trainerName' }) {
  const locale = useLocale();
  return trainers.map((t) => (
    <option key={t.id} value={t[by]}>
      {titleCase(trainerNameIn(t.trainerDetails, locale))}
    </option>
  ));
}

/** 'Available batches' as a form holds it: the timings on offer, the chosen one by key, and the field's message. */
export type BatchChoice = { timings: TimingChoice[]; key: string; chosen?: TimingChoice; error?: string };

/**
 * The batch choice of an enrolment form over `batches`, starting at the timing `initialKey` (none by default).
 * `choose` puts the timing's label in the form's `availableBatchess` and returns the timing, so the form can fit its
 * price to that batch; `clear` goes back to none.
 */
export function useBatchChoice<T extends FieldValues>(f: AnyForm<T>, batches: Batch[], initialKey = '') {
  const timings = timingChoices(batches);
  const [key, setKey] = useState(initialKey);
  const field = 'availableBatchess' as Path<T>;
  const choose = (next: string) => {
    const choice = timings.find((t) => t.key === next);
    setKey(next);
    f.setValue(field, (choice?.label ?? '') as PathValue<T, Path<T>>);
    f.clearErrors(field);
    return choice;
  };
  const choice: BatchChoice = { timings, key, chosen: timings.find((t) => t.key === key), error: errorOf(f, field) };
  return { ...choice, choose, clear: () => setKey('') };
}

/** 'Available batches': the chosen timing of the trainer's batches, by key. */
export function BatchField({
  choice,
  onChoose,
  placeholder,
}: {
  choice: BatchChoice;
  onChoose: (key: string) => void;
  placeholder: string;
}) {
  const t = useTranslations('courseEnrolment');
  const schedule = useScheduleText();
  return (
    <FormField label={t('batches')} error={choice.error}>
      {(p) => (
        <select {...p} className={form.control} value={choice.key} onChange={(e) => onChoose(e.target.value)}>
          <option value="">{placeholder}</option>
          {choice.timings.map((timing) => (
            <option key={timing.key} value={timing.key}>
              {schedule.choice(timing)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
