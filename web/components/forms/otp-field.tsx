'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { OTP_DIGITS } from '@/lib/validation/otp';
import { onlyDigits, type AnyForm } from './editable';
import { TextField } from './text-field';

type Props<T extends FieldValues> = {
  f: AnyForm<T>;
  name: Path<T>;
  label?: ReactNode;
  hint?: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'readOnly' | 'autoFocus'>;

/** The 6-digit code from the OTP mail: digits only, and phones offer the code from the mail or SMS. */
export function OtpField<T extends FieldValues>({ label, ...props }: Props<T>) {
  const t = useTranslations('forms');
  return (
    <TextField
      label={label ?? t('otp')}
      filter={onlyDigits(OTP_DIGITS)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_DIGITS}
      pattern="\d*"
      {...props}
    />
  );
}
