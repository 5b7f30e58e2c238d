'use client';

import { useEffect, useMemo, type ChangeEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import type { TimingChoice } from '../../_lib/batch-choice';
import type { Slot } from '../../_lib/pricing';
import type { Failure } from './use-submission';
import styles from './enrolment.module.css';

/** Input filters the spec asks for while typing (section 5). */
export const onlyDigits = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);
export const onlyLetters = (value: string) => value.replace(/[^\p{L} ]/gu, '');

/**
 * register() for a field whose message clears as soon as the learner edits it (spec section 4: editing a field
 * clears its error), optionally filtering what is typed.
 */
export function editable<T extends FieldValues>(f: UseFormReturn<T, unknown, unknown>, name: Path<T>, filter?: (value: string) => string) {
  const registered = f.register(name);
  return {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      if (filter) {
        const filtered = filter(event.target.value);
        if (filtered !== event.target.value) event.target.value = filtered;
      }
      f.clearErrors(name);
      return registered.onChange(event);
    },
  };
}

type DetailsSchema = { shape: { name: z.ZodType; email: z.ZodType; contact: z.ZodType } };
type Details = { name?: string; email?: string; contact?: string };

/**
 * Spec section 3: a logged-in learner's name, email and contact come from the stored session and are locked.
 * Only values this form would accept are taken (a stored name with a full stop must stay editable).
 */
export function useSessionDetails<T extends FieldValues & { name: string; email: string; contact?: unknown }>(f: UseFormReturn<T, unknown, unknown>, schema: DetailsSchema): Details {
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

/** The submit button and, after a failure, what went wrong with a Retry (nothing typed is lost). */
export function SubmitRow({ sending, failure, onRetry, label }: { sending: boolean; failure: Failure | null; onRetry: () => void; label: string }) {
  return (
    <>
      {failure && (
        <div className={`${form.alert} ${styles.failure}`} role="alert">
          <span>{failure.message}</span>
          {failure.canRetry && (
            <button type="button" className={styles.retry} onClick={onRetry} disabled={sending}>
              Retry
            </button>
          )}
        </div>
      )}
      <button type="submit" className={form.submit} disabled={sending} aria-disabled={sending}>
        {sending ? 'Submitting…' : label}
      </button>
    </>
  );
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
