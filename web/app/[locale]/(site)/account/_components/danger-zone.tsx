'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailOtpFields } from '@/components/forms/email-otp/email-otp-fields';
import { OtpSubmitRow } from '@/components/forms/email-otp/otp-submit-row';
import { useEmailOtp, useStaleOtpRefusal } from '@/components/forms/email-otp/use-email-otp';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { deleteJson } from '@/lib/browser/academy-api';
import { saveDownload } from '@/lib/browser/save-download';
import { eraseSchema } from '@/lib/validation/account';
import { ActionRow } from './action-row';

/** Download my data, and delete my account. */
export function DangerZone({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const t = useTranslations('account');
  return (
    <>
      <DownloadMyData />
      <h3>{t('deleteHeading')}</h3>
      <DeleteAccount email={email} onDeleted={onDeleted} />
    </>
  );
}

/** Everything the academy holds about me as a JSON file, fetched with the session's token and saved by the browser. */
function DownloadMyData() {
  const t = useTranslations('account.data');
  const download = async () => ((await saveDownload('/api/user/data', 'academy-my-data.json')) ? null : t('failed'));
  return <ActionRow hint={t('hint')} label={t('download')} busyLabel={t('preparing')} work={download} />;
}

const schema = eraseSchema.safeExtend({ email: z.string(), otp: z.string().optional() });
type Input = z.input<typeof schema>;
const FIELDS = ['confirm'] as const;

/**
 * Deleting the account takes a fresh code mailed to its email and the word DELETE: the server erases or anonymises
 * every record of the person (a review loses its text and photo, its stars stay in the course's rating) and ends every
 * session.
 */
function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const t = useTranslations('account.erase');
  const { clear } = useStoredSession();
  const f = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { email, otp: '', confirm: '' as 'DELETE' },
  });
  const otp = useEmailOtp(email, 'delete-account');
  const onSuccess = useCallback(() => {
    onDeleted();
    clear();
  }, [clear, onDeleted]);
  const onRefusal = useStaleOtpRefusal(otp);
  const submission = useSubmission<Input>({ fields: FIELDS, form: f, onSuccess, onRefusal, post: deleteJson });
  const submit = f.handleSubmit(({ confirm }) =>
    submission.send('/api/user/account', { confirm, verificationToken: otp.token }),
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <p className={form.hint}>{t('warning')}</p>
      <EmailOtpFields f={f} otp={otp} lockEmail />
      <TextField
        f={f}
        name="confirm"
        label={t('confirm')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <OtpSubmitRow otp={otp} submission={submission} onRetry={submit} label={t('submit')} heldBack={t('heldBack')} />
    </form>
  );
}
