import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { NotFoundMessage } from '@/app/_lib/not-found-message';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notFound'))('title'), robots: { index: false } };
}

/**
 * The 404 page in a language other than English, for an address the proxy knows is missing (an unknown course, a
 * lead that does not exist): the proxy renders it inside and answers with a 404 (lib/page-cache/missing-pages.ts;
 * anyone else asking for this address gets a 404 too). Prerendered: it needs no database.
 */
export default async function MissingView({ params }: PageProps<'/[locale]/views/missing'>) {
  const { locale } = await params;
  return <NotFoundMessage locale={isLocale(locale) ? locale : defaultLocale} />;
}
