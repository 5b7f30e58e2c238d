import enSite from '@/messages/en/site.json';
import enPublic from '@/messages/en/public.json';
import enCourse from '@/messages/en/course.json';
import enForms from '@/messages/en/forms.json';
import enValidation from '@/messages/en/validation.json';
import enStaffCatalogue from '@/messages/en/staff-catalogue.json';
import enStaff from '@/messages/en/staff.json';
import enMail from '@/messages/en/mail.json';
import hiSite from '@/messages/hi/site.json';
import hiPublic from '@/messages/hi/public.json';
import hiCourse from '@/messages/hi/course.json';
import hiForms from '@/messages/hi/forms.json';
import hiValidation from '@/messages/hi/validation.json';
import hiStaffCatalogue from '@/messages/hi/staff-catalogue.json';
import hiStaff from '@/messages/hi/staff.json';
import hiMail from '@/messages/hi/mail.json';
import type { Locale } from './locales';

/**
 * The interface's words (issue 33): one folder per language (web/messages/en, web/messages/hi) and in each one file
 * per part of the site, its namespaces at the top. The two folders hold the same files and keys, and no two files
 * share a namespace (lib/i18n/messages.test.ts).
 */
const files = {
  en: {
    site: enSite,
    public: enPublic,
    course: enCourse,
    forms: enForms,
    validation: enValidation,
    'staff-catalogue': enStaffCatalogue,
    staff: enStaff,
    mail: enMail,
  },
  hi: {
    site: hiSite,
    public: hiPublic,
    course: hiCourse,
    forms: hiForms,
    validation: hiValidation,
    'staff-catalogue': hiStaffCatalogue,
    staff: hiStaff,
    mail: hiMail,
  },
} satisfies Record<Locale, Record<string, object>>;

export type MessageFiles = typeof files;

const merge = <T extends Record<string, object>>(parts: T) =>
  Object.assign({}, ...Object.values(parts)) as UnionToIntersection<T[keyof T]>;
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

const english = merge(files.en);
export type Messages = typeof english;
export type Namespace = keyof Messages;

const byLocale: Record<Locale, Messages> = { en: english, hi: merge(files.hi) };

export const messagesOf = (locale: Locale): Messages => byLocale[locale];

/** The message files of a language, for the tests that compare them. */
export const messageFilesOf = (locale: Locale): Record<string, object> => files[locale];

/** Some namespaces of a language's messages, for a client provider. */
export function pickMessages<N extends Namespace>(locale: Locale, namespaces: readonly N[]): Pick<Messages, N> {
  const all = messagesOf(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]])) as Pick<Messages, N>;
}

/**
 * The namespaces every page's components in the browser read: only these travel with each page. A part of a page
 * whose client components need more wraps them in <WithMessages> (components/i18n/with-messages.tsx). `forms` is the
 * handful of words of the shared form pieces (Submitting…, Retry, Show / Hide password, OTP) that forms all over the
 * site show: course pages, the account screens and the staff console.
 */
const CLIENT_NAMESPACES = [
  'header',
  'pages',
  'languageSwitcher',
  'footer',
  'forms',
] as const satisfies readonly Namespace[];

export const clientMessages = (locale: Locale) => pickMessages(locale, CLIENT_NAMESPACES);
