import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';

type MailKey = keyof ReturnType<typeof messagesOf>['mail'];

/**
 * The words of the learner's mails in their language (web/messages/*\/mail.json, issue 33): `{name}` filled in
 * from `values`. Mails have no plurals, so no message format is needed.
 */
export function mailWords(locale: Locale = defaultLocale) {
  const words = messagesOf(locale).mail;
  return (key: MailKey, values: Record<string, string | number> = {}) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
