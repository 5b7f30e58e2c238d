import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getSiteSettings } from '@/lib/content';
import { isLocale, locales } from '@/lib/i18n/locales';
import { siteName, siteSeo, siteUrl } from '../_lib/metadata';
import { HtmlDocument } from '../_lib/site-document';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings();
  // The Studio's title and description in English, the message files' in Hindi.
  const seo = await siteSeo(site.defaultSeo);
  return {
    // Relative canonical and Open Graph URLs on every page resolve against the configured site address.
    metadataBase: siteUrl,
    title: { default: seo.title, template: `%s | ${site.brandName || siteName}` },
    description: seo.description,
    applicationName: site.brandName,
  };
}

/** Both languages' pages are prerendered: English (served at the unprefixed addresses) and Hindi under /hi. */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#5165a5', width: 'device-width', initialScale: 1 };

/**
 * The root layout, one per language (issue 33): the document. The public pages' header and footer are
 * app/[locale]/(site)/layout.tsx's, the console's shell the staff pages' own (issue 54). The proxy only ever sends
 * /en/... and /hi/... here; anything else in the first segment is a file name the app does not have (/foo.txt),
 * answered by app/global-not-found.tsx.
 */
export default async function RootLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <HtmlDocument locale={locale}>{children}</HtmlDocument>;
}
