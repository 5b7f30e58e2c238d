'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { PASSWORD_MAX } from '@/lib/validation/fields';
import { editable, type AnyForm } from './editable';
import { errorOf } from './text-field';

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  /** 'new-password' where a password is chosen (at most 16 in the input, spec section 9), 'current-password' to log in. */
  autoComplete: 'new-password' | 'current-password';
  /** The input's cap; a learner's new password is held to the spec's 16. */
  maxLength?: number;
};

/** A password input with a Show / Hide toggle, so a learner on a phone can check what they typed. */
export function PasswordField<T extends FieldValues>({
  f,
  name,
  label,
  autoComplete,
  maxLength = autoComplete === 'new-password' ? PASSWORD_MAX : undefined,
}: Props<T>) {
  const [shown, setShown] = useState(false);
  const t = useTranslations('forms');
  return (
    <FormField label={label} error={errorOf(f, name)}>
      {(p) => (
        <div className={form.withAction}>
          <input
            {...p}
            {...editable(f, name)}
            className={form.control}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            maxLength={maxLength}
            autoCapitalize="none"
            spellCheck={false}
          />
          <button
            type="button"
            className={form.inlineAction}
            aria-controls={p.id}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {t.rich(shown ? 'hide' : 'show', { hidden: (words) => <span className="visually-hidden">{words}</span> })}
          </button>
        </div>
      )}
    </FormField>
  );
}
