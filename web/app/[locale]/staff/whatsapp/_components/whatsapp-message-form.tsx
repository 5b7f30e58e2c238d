'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextAreaField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import type { WhatsappMessageKind } from '@/lib/db/lead-words';
import type { Locale } from '@/lib/i18n/locales';
import { fillMessage, MESSAGE_LOCALES, MESSAGE_MAX, type MessageValues, placeholdersOf } from '@/lib/whatsapp-messages';
import {
  whatsappMessageSchema,
  type WhatsappMessage,
  type WhatsappMessageInput,
} from '@/lib/validation/whatsapp-message';
import styles from '../../staff.module.css';

type Props = {
  kind: WhatsappMessageKind;
  current: Record<Locale, string>;
  /** Made-up values the previews show, in each language. */
  samples: Record<Locale, MessageValues>;
  title: string;
};

/**
 * An admin edits one kind of lead's WhatsApp message in English and Hindi, each with a preview filled in with a
 * made-up learner as the lead's page would fill it.
 */
export function WhatsappMessageForm({ kind, current, samples, title }: Props) {
  const t = useTranslations('staffWhatsappForms');
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const f = useForm<WhatsappMessageInput, unknown, WhatsappMessage>({
    resolver: zodResolver(whatsappMessageSchema),
    defaultValues: { kind, ...current },
  });
  const typed = useWatch({ control: f.control, name: ['en', 'hi'] });
  const onSuccess = useCallback(() => {
    setSaved(true);
    router.refresh();
  }, [router]);
  const submission = useSubmission<WhatsappMessageInput, unknown>({
    fields: ['en', 'hi'],
    form: f,
    onSuccess,
    onSend: () => setSaved(false),
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/whatsapp-messages', values));
  const fills = placeholdersOf(kind)
    .map((name) => `{${name}}`)
    .join(', ');
  return (
    <form className={`${form.form} ${styles.messageForm}`} onSubmit={submit} noValidate aria-label={title}>
      <p className={styles.note}>{t('fills', { placeholders: fills })}</p>
      {MESSAGE_LOCALES.map((locale, i) => (
        <div key={locale}>
          <TextAreaField
            f={f}
            name={locale}
            label={t(`languages.${locale}`)}
            lang={locale}
            rows={3}
            maxLength={MESSAGE_MAX}
          />
          <p className={styles.messagePreview} lang={locale}>
            <span className={styles.previewLabel}>{t('preview')}</span>{' '}
            {fillMessage(typed[i] ?? '', locale, samples[locale])}
          </p>
        </div>
      ))}
      {saved && <p role="status">{t('saved')}</p>}
      <SubmitRow submission={submission} onRetry={submit} label={t('save')} />
    </form>
  );
}
