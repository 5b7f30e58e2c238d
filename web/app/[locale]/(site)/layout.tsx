import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { SiteChrome } from '@/app/_lib/site-document';

/** The public site's pages: the header, the footer and the WhatsApp button around each (issue 54 keeps them off the console). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <SiteChrome locale={locale}>{children}</SiteChrome>;
}
