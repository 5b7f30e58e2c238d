'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { errorOf, TextField } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import styles from '../catalogue.module.css';
import type { TrainerFields } from '../_lib/trainer-fields';

const button = `${buttons.textOutline} ${styles.button}`;

/** The days a trainer gives no class (leave, holidays: issue 53), from today on: no demo class is offered on them. */
export function DaysOff({ f }: { f: AnyForm<TrainerFields> }) {
  const t = useTranslations('catalogueTrainerForm');
  const say = useSaid();
  const days = useFieldArray({ control: f.control, name: 'daysOff' });
  return (
    <fieldset className={styles.nested}>
      <legend>{t('daysOff')}</legend>
      {days.fields.length === 0 && <p className={form.hint}>{t('noDaysOff')}</p>}
      {days.fields.map((field, n) => (
        <div key={field.id} className={styles.row}>
          <TextField f={f} name={`daysOff.${n}.day`} label={t('dayOff', { number: n + 1 })} type="date" />
          <div className={styles.rowActions}>
            <button type="button" className={button} onClick={() => days.remove(n)}>
              {t('removeDayOff', { number: n + 1 })}
            </button>
          </div>
        </div>
      ))}
      {errorOf(f, 'daysOff') && <p className={form.error}>{say(errorOf(f, 'daysOff')!)}</p>}
      <div className={styles.rowActions}>
        <button type="button" className={button} onClick={() => days.append({ day: '' })}>
          {t('addDayOff')}
        </button>
      </div>
    </fieldset>
  );
}
