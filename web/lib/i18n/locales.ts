import { requestCookie } from '@/lib/request-cookie';

/**
 * The site's languages (issue 33): English at the spec's own addresses, Hindi under /hi. Pages live under
 * app/[locale]; the proxy sends an English address to /en/... inside the app (lib/routes/locale-routing.ts).
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** `<html lang>` and `hreflang`: the languages as spoken in India. */
export const languageTags: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switcher offers it. */
export const languageNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that remembers the learner's choice of language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The language of the page a request was sent from: the site's pages set LOCALE_COOKIE to their language as they
 * open (lib/routes/locale-routing.ts), so a form's write carries it. English when the cookie is missing or unknown (API
 * clients).
 */
export function languageOfRequest(request: Request): Locale {
  const value = requestCookie(request, LOCALE_COOKIE);
  return isLocale(value) ? value : defaultLocale;
}

/**
 * A page's address in a language: '/course' is '/course' in English and '/hi/course' in Hindi; a query stays
 * ('/?ref=x' is '/hi?ref=x').
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' || path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** Where a page lives inside the app, whatever its language: '/course' in English is '/en/course' (app/[locale]). */
export const treePath = (locale: Locale, path: string) => `/${locale}${path === '/' ? '' : path}`;

/** The language of an address as the learner sees it, and the page's path without it. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)/i.exec(pathname);
  const prefix = match?.[1]?.toLowerCase();
  if (!match || !isLocale(prefix)) return { locale: defaultLocale, path: pathname, prefixed: false };
  return { locale: prefix, path: pathname.slice(match[0].length) || '/', prefixed: true };
}
