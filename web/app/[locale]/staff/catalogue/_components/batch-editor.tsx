'use client';

import { useFieldArray } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf, TextField } from '@/components/forms/text-field';
import { FormField } from '@/components/ui/form-field';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { FEE_TYPES, WEEK_DAYS } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import type { TrainerFields } from '../_lib/trainer-fields';

type Batch = TrainerFields['courses'][number]['batches'][number];

export const newBatch = (): Batch => ({ days: [], feeType: 'Session', demoLink: '', timings: [{ from: '', to: '' }], sessions: [] });

const button = `${buttons.textOutline} ${styles.button}`;

/** The batches of one course a trainer teaches: days, timings, fee type, demo video and price options. */
export function BatchEditor({ f, courseIndex }: { f: AnyForm<TrainerFields>; courseIndex: number }) {
  const batches = useFieldArray({ control: f.control, name: `courses.${courseIndex}.batches` });
  return (
    <>
      {batches.fields.map((field, b) => {
        const at = `courses.${courseIndex}.batches.${b}` as const;
        return (
          <fieldset key={field.id} className={styles.nested}>
            <legend>Batch {b + 1}</legend>
            <fieldset className={styles.days}>
              <legend>Days</legend>
              {WEEK_DAYS.map((day) => (
                <label key={day}>
                  <input type="checkbox" value={day} {...f.register(`${at}.days`)} /> {day}
                </label>
              ))}
            </fieldset>
            <Timings f={f} at={at} />
            <div className={styles.row}>
              <FormField label="Fee per" error={errorOf(f, `${at}.feeType`)}>
                {(p) => (
                  <select {...p} {...f.register(`${at}.feeType`)} className={form.control}>
                    {FEE_TYPES.map((fee) => <option key={fee} value={fee}>{fee}</option>)}
                  </select>
                )}
              </FormField>
              <TextField f={f} name={`${at}.demoLink`} label="Demo video (YouTube or Vimeo)" type="url" autoComplete="off" />
            </div>
            <Sessions f={f} at={at} />
            <div className={styles.rowActions}>
              <button type="button" className={button} onClick={() => batches.remove(b)}>Remove batch {b + 1}</button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.rowActions}>
        <button type="button" className={button} onClick={() => batches.append(newBatch())}>Add a batch</button>
      </div>
    </>
  );
}

type At = `courses.${number}.batches.${number}`;

function Timings({ f, at }: { f: AnyForm<TrainerFields>; at: At }) {
  const timings = useFieldArray({ control: f.control, name: `${at}.timings` });
  return (
    <>
      {timings.fields.map((field, t) => (
        <div key={field.id} className={styles.row}>
          <TextField f={f} name={`${at}.timings.${t}.from`} label={`Timing ${t + 1}: from`} type="time" />
          <TextField f={f} name={`${at}.timings.${t}.to`} label="to" type="time" />
          {timings.fields.length > 1 && (
            <div className={styles.rowActions}>
              <button type="button" className={button} onClick={() => timings.remove(t)}>Remove timing {t + 1}</button>
            </div>
          )}
        </div>
      ))}
      {errorOf(f, `${at}.timings`) && <p className={form.error}>{errorOf(f, `${at}.timings`)}</p>}
      <div className={styles.rowActions}>
        <button type="button" className={button} onClick={() => timings.append({ from: '', to: '' })}>Add a timing</button>
      </div>
    </>
  );
}

function Sessions({ f, at }: { f: AnyForm<TrainerFields>; at: At }) {
  const sessions = useFieldArray({ control: f.control, name: `${at}.sessions` });
  return (
    <>
      {sessions.fields.length === 0 && <p className={form.hint}>No price options: a free batch.</p>}
      {sessions.fields.map((field, s) => (
        <div key={field.id} className={styles.row}>
          <TextField f={f} name={`${at}.sessions.${s}.name`} label={`Price option ${s + 1}`} autoComplete="off" />
          <TextField f={f} name={`${at}.sessions.${s}.price`} label="Price (₹)" inputMode="numeric" />
          <TextField f={f} name={`${at}.sessions.${s}.originalPrice`} label="Original price (₹)" inputMode="numeric" hint="Blank, or above the price" />
          <TextField f={f} name={`${at}.sessions.${s}.sessionsCount`} label="Sessions" inputMode="numeric" />
          <div className={styles.rowActions}>
            <button type="button" className={button} onClick={() => sessions.remove(s)}>Remove price option {s + 1}</button>
          </div>
        </div>
      ))}
      <div className={styles.rowActions}>
        <button type="button" className={button} onClick={() => sessions.append({ name: '', price: '', originalPrice: '', sessionsCount: '' })}>
          Add a price option
        </button>
      </div>
    </>
  );
}
