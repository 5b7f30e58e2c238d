'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { AnyForm } from '@/components/forms/editable';
import { OtpField } from '@/components/forms/otp-field';
import { TextField } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import form from '@/components/ui/form.module.css';
import { otpCodeField, otpSendSchema } from '@/lib/validation/otp';
import styles from './email-otp.module.css';
import { clock } from './use-countdown';
import type { EmailOtp } from './use-email-otp';

type Props<T extends FieldValues> = {
  /** A form with an `email` field (the schema's) and an `otp` field (client only, checked here). */
  f: AnyForm<T>;
  otp: EmailOtp;
  /** The email field's label ('Email' in the page's language when not given). */
  label?: string;
  /** The email is given (the account's own, to confirm an erasure): it cannot be edited. */
  lockEmail?: boolean;
};

/** Enter in the step's input runs the step's button instead of submitting the whole form. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
    event.preventDefault();
    action();
  }
};

/**
 * Email, Generate OTP, the code and Verify OTP (spec section 4), shared by Sign up and Forgot password. Once
 * verified the email is locked with a tick. After a send, or a refusal with Retry-After, the resend button counts
 * down to when the server will take another request. Its words are the `emailOtp` messages (the page ships them);
 * the server's refusals show in the page's language through useSaid.
 */
export function EmailOtpFields<T extends FieldValues>({ f, otp, label, lockEmail = false }: Props<T>) {
  const t = useTranslations('emailOtp');
  const say = useSaid();
  const email = 'email' as Path<T>;
  const code = 'otp' as Path<T>;
  const address = () => otpSendSchema.safeParse({ email: f.getValues(email) });

  const generate = async () => {
    if (otp.sending || otp.waitSeconds > 0) return;
    if (!(await f.trigger(email, { shouldFocus: true }))) return;
    const parsed = address();
    if (parsed.success) await otp.send(parsed.data.email);
  };

  const verify = async () => {
    const parsed = otpCodeField.safeParse(f.getValues(code));
    if (!parsed.success) {
      f.setError(
        code,
        { type: 'otp', message: parsed.error.issues[0]?.message ?? 'please enter otp' },
        { shouldFocus: true },
      );
      return;
    }
    const to = address();
    if (to.success) await otp.verify(to.data.email, parsed.data);
  };

  const generateLabel = otp.sending
    ? t('sending')
    : otp.waitSeconds > 0
      ? t('resendIn', { time: clock(otp.waitSeconds) })
      : otp.stage === 'sent'
        ? t('resend')
        : t('generate');

  return (
    <div className={styles.otpBlock}>
      {/* biome-ignore lint/a11y: Enter in the email field asks for the code instead of submitting the whole form; the field and button inside are the controls */}
      <div
        className={`${styles.step} ${styles.emailStep}`}
        onKeyDown={otp.verified ? undefined : onEnter(() => void generate())}
      >
        <TextField
          f={f}
          name={email}
          label={label ?? t('email')}
          type="email"
          autoComplete="email"
          readOnly={otp.verified || lockEmail}
        />
        {otp.verified ? (
          <span className={styles.verified}>
            <span aria-hidden="true">✓</span>
            <span>{t('verified')}</span>
          </span>
        ) : (
          <button
            type="button"
            className={`${form.secondary} ${styles.stepAction}`}
            onClick={() => void generate()}
            disabled={otp.sending || otp.waitSeconds > 0}
            aria-busy={otp.sending}
          >
            {generateLabel}
          </button>
        )}
      </div>
      {otp.verified && !lockEmail && (
        <button type="button" className={styles.linkButton} onClick={otp.reset}>
          {t('useDifferent')}
        </button>
      )}

      {otp.stage === 'sent' && (
        // biome-ignore lint/a11y: Enter in the code field verifies it instead of submitting the whole form; the field and button inside are the controls
        <div className={styles.step} onKeyDown={onEnter(() => void verify())}>
          <OtpField f={f} name={code} hint={t('otpHint')} />
          <button
            type="button"
            className={`${form.secondary} ${styles.stepAction}`}
            onClick={() => void verify()}
            disabled={otp.verifying}
            aria-busy={otp.verifying}
          >
            {otp.verifying ? t('verifying') : t('verify')}
          </button>
        </div>
      )}

      <div role="status" className={`${form.success} ${styles.note}`}>
        {otp.note?.tone === 'success' ? otp.note.text : otp.verified ? t('emailVerified') : null}
      </div>
      {otp.note?.tone === 'error' && (
        <p role="alert" className={`${form.alert} ${styles.note}`}>
          {say(otp.note.text)}
        </p>
      )}
    </div>
  );
}
