import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale } from './locales';
import { messagesOf } from './messages';

/**
 * next-intl's configuration for server components: the language is the page's root segment (app/[locale]), read
 * through next/root-params, so the cached page shells stay cached per language.
 */
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootLocale().catch(() => undefined));
  const language = isLocale(requested) ? requested : defaultLocale;
  return { locale: language, messages: messagesOf(language), timeZone: 'Asia/Kolkata' };
});
