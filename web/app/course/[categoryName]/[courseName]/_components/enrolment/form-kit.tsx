'use client';

import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import type { z } from 'zod';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { TimingChoice } from '../../_lib/batch-choice';
import type { Slot } from '@/lib/pricing';

type DetailsSchema = { shape: { name: z.ZodType; email: z.ZodType; contact: z.ZodType } };
type Details = { name?: string; email?: string; contact?: string };

/**
 * Spec section 3: a logged-in learner's name, email and contact come from the stored session and are locked.
 * Only values this form would accept are taken (a stored name with a full stop must stay editable).
 */
export function useSessionDetails<T extends FieldValues & { name: string; email: string; contact?: unknown }>(f: AnyForm<T>, schema: DetailsSchema): Details {
  const { session } = useStoredSession();
  const { FullName, user, phonenumber } = session ?? {};
  const locked = useMemo(() => {
    const accept = (value: string | undefined, check: z.ZodType) => (value && check.safeParse(value).success ? value.trim() : undefined);
    return {
      name: accept(FullName, schema.shape.name),
      email: accept(user?.toLowerCase(), schema.shape.email),
      contact: accept(phonenumber?.replace(/\D/g, '').slice(-10), schema.shape.contact),
    };
  }, [FullName, user, phonenumber, schema]);
  const { setValue } = f;
  useEffect(() => {
    for (const key of ['name', 'email', 'contact'] as const) {
      const value = locked[key];
      if (value) setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate: false });
    }
  }, [locked, setValue]);
  return locked;
}

/** The price options of a batch, each by its label. */
export function SlotOptions({ slots }: { slots: Slot[] }) {
  return slots.map((s) => (
    <option key={s.label} value={s.label}>
      {s.label}
    </option>
  ));
}

/** 'Available batches': the chosen timing of the trainer's batches, by key. */
export function BatchField({ timings, value, onChoose, error, placeholder }: {
  timings: TimingChoice[];
  value: string;
  onChoose: (key: string) => void;
  error?: string;
  placeholder: string;
}) {
  return (
    <FormField label="Available batches" error={error}>
      {(p) => (
        <select {...p} className={form.control} value={value} onChange={(e) => onChoose(e.target.value)}>
          <option value="">{placeholder}</option>
          {timings.map((t) => (
            <option key={t.key} value={t.key}>
              {t.text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
