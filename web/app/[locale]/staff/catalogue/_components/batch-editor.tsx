'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf, TextField } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import { FormField } from '@/components/ui/form-field';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { FEE_TYPES, WEEK_DAYS } from '@/lib/validation/catalogue';
import styles from '../catalogue.module.css';
import type { TrainerFields } from '../_lib/trainer-fields';

type Batch = TrainerFields['courses'][number]['batches'][number];

export const newBatch = (): Batch => ({
  days: [],
  feeType: 'Session',
  demoLink: '',
  demoSeats: '2',
  classLink: '',
  venue: '',
  timings: [{ from: '', to: '' }],
  sessions: [],
});

const button = `${buttons.textOutline} ${styles.button}`;

/**
 * The batches of one course a trainer teaches: days, timings, fee type, demo video, price options, and what a demo
 * class of the batch needs (its seats per session, the class link or the venue: issue 53).
 */
export function BatchEditor({ f, courseIndex }: { f: AnyForm<TrainerFields>; courseIndex: number }) {
  const t = useTranslations('catalogueTrainerForm');
  const batches = useFieldArray({ control: f.control, name: `courses.${courseIndex}.batches` });
  return (
    <>
      {batches.fields.map((field, b) => {
        const at = `courses.${courseIndex}.batches.${b}` as const;
        return (
          <fieldset key={field.id} className={styles.nested}>
            <legend>{t('batch.legend', { number: b + 1 })}</legend>
            <fieldset className={styles.days}>
              <legend>{t('batch.days')}</legend>
              {WEEK_DAYS.map((day) => (
                <label key={day}>
                  <input type="checkbox" value={day} {...f.register(`${at}.days`)} /> {t(`days.${day}`)}
                </label>
              ))}
            </fieldset>
            <Timings f={f} at={at} />
            <div className={styles.row}>
              <FormField label={t('batch.feePer')} error={errorOf(f, `${at}.feeType`)}>
                {(p) => (
                  <select {...p} {...f.register(`${at}.feeType`)} className={form.control}>
                    {FEE_TYPES.map((fee) => (
                      <option key={fee} value={fee}>
                        {t(`fees.${fee}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <TextField f={f} name={`${at}.demoLink`} label={t('batch.demoLink')} type="url" autoComplete="off" />
            </div>
            <div className={styles.row}>
              <TextField
                f={f}
                name={`${at}.demoSeats`}
                label={t('batch.demoSeats')}
                hint={t('batch.demoSeatsHint')}
                inputMode="numeric"
              />
              <TextField
                f={f}
                name={`${at}.classLink`}
                label={t('batch.classLink')}
                hint={t('batch.classLinkHint')}
                type="url"
                autoComplete="off"
              />
              <TextField f={f} name={`${at}.venue`} label={t('batch.venue')} autoComplete="off" />
            </div>
            <Sessions f={f} at={at} />
            <div className={styles.rowActions}>
              <button type="button" className={button} onClick={() => batches.remove(b)}>
                {t('batch.remove', { number: b + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.rowActions}>
        <button type="button" className={button} onClick={() => batches.append(newBatch())}>
          {t('batch.add')}
        </button>
      </div>
    </>
  );
}

type At = `courses.${number}.batches.${number}`;

function Timings({ f, at }: { f: AnyForm<TrainerFields>; at: At }) {
  const t = useTranslations('catalogueTrainerForm.batch');
  const say = useSaid();
  const timings = useFieldArray({ control: f.control, name: `${at}.timings` });
  return (
    <>
      {timings.fields.map((field, n) => (
        <div key={field.id} className={styles.row}>
          <TextField f={f} name={`${at}.timings.${n}.from`} label={t('timingFrom', { number: n + 1 })} type="time" />
          <TextField f={f} name={`${at}.timings.${n}.to`} label={t('timingTo')} type="time" />
          {timings.fields.length > 1 && (
            <div className={styles.rowActions}>
              <button type="button" className={button} onClick={() => timings.remove(n)}>
                {t('removeTiming', { number: n + 1 })}
              </button>
            </div>
          )}
        </div>
      ))}
      {errorOf(f, `${at}.timings`) && <p className={form.error}>{say(errorOf(f, `${at}.timings`)!)}</p>}
      <div className={styles.rowActions}>
        <button type="button" className={button} onClick={() => timings.append({ from: '', to: '' })}>
          {t('addTiming')}
        </button>
      </div>
    </>
  );
}

function Sessions({ f, at }: { f: AnyForm<TrainerFields>; at: At }) {
  const t = useTranslations('catalogueTrainerForm.batch');
  const sessions = useFieldArray({ control: f.control, name: `${at}.sessions` });
  return (
    <>
      {sessions.fields.length === 0 && <p className={form.hint}>{t('noPrices')}</p>}
      {sessions.fields.map((field, s) => (
        <div key={field.id} className={styles.row}>
          <TextField
            f={f}
            name={`${at}.sessions.${s}.name`}
            label={t('priceOption', { number: s + 1 })}
            autoComplete="off"
          />
          <TextField f={f} name={`${at}.sessions.${s}.price`} label={t('price')} inputMode="numeric" />
          <TextField
            f={f}
            name={`${at}.sessions.${s}.originalPrice`}
            label={t('originalPrice')}
            inputMode="numeric"
            hint={t('originalPriceHint')}
          />
          <TextField f={f} name={`${at}.sessions.${s}.sessionsCount`} label={t('sessions')} inputMode="numeric" />
          <div className={styles.rowActions}>
            <button type="button" className={button} onClick={() => sessions.remove(s)}>
              {t('removePrice', { number: s + 1 })}
            </button>
          </div>
        </div>
      ))}
      <div className={styles.rowActions}>
        <button
          type="button"
          className={button}
          onClick={() => sessions.append({ name: '', price: '', originalPrice: '', sessionsCount: '' })}
        >
          {t('addPrice')}
        </button>
      </div>
    </>
  );
}
