import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import type { Locale } from './locales';

/** The interface's words, one file per language (web/messages); a key in one file is in the other (tested). */
export type Messages = typeof en;

const byLocale: Record<Locale, Messages> = { en, hi };

export const messagesOf = (locale: Locale): Messages => byLocale[locale];

/** The namespaces components in the browser read: only these travel with each page. */
const CLIENT_NAMESPACES = ['header', 'pages', 'languageSwitcher', 'footer'] as const satisfies readonly (keyof Messages)[];

export function clientMessages(locale: Locale): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  const all = messagesOf(locale);
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, all[namespace]])) as Pick<Messages, (typeof CLIENT_NAMESPACES)[number]>;
}
