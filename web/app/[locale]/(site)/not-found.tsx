import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundMessage } from '@/app/_lib/not-found-message';

// Next adds its own noindex robots tag to every not-found render; a second one here would duplicate it.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notFound'))('title') };
}

/** A page that is not there, in the language of the address. */
export default async function NotFound() {
  return <NotFoundMessage locale={(await getLocale()) as Locale} />;
}
