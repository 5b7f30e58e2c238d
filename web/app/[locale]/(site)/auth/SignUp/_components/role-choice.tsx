'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { editable, type AnyForm } from '@/components/forms/editable';
import { errorOf } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import form from '@/components/ui/form.module.css';
import styles from '../../_components/auth.module.css';

/** Spec section 6: the roles offered at sign-up and their ids, named by the `authSignUp` messages. */
export const SIGNUP_ROLES = [
  { id: 1, name: 'student' },
  { id: 2, name: 'trainer' },
] as const;

/** Student or Trainer, as radio buttons in a fieldset; its message ('please choose the signup role') below. */
export function RoleChoice<T extends FieldValues>({ f, name }: { f: AnyForm<T>; name: Path<T> }) {
  const errorId = `${useId()}-error`;
  const error = errorOf(f, name);
  const t = useTranslations('authSignUp');
  const say = useSaid();
  return (
    <div className={form.field}>
      <fieldset className={styles.roles} aria-describedby={error ? errorId : undefined}>
        <legend>{t('signUpAs')}</legend>
        {SIGNUP_ROLES.map((role) => (
          <label key={role.id} className={styles.role}>
            <input type="radio" value={String(role.id)} aria-invalid={Boolean(error)} {...editable(f, name)} />
            {t(role.name)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className={form.error}>
          {say(error)}
        </p>
      )}
    </div>
  );
}
