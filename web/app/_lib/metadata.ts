import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { defaultLocale, languageTags, locales, localizedPath, type Locale } from '@/lib/i18n/locales';
import { shareImagePaths } from '@/lib/routes/share-images';

export const siteName = 'Skills Academy';

/** Absolute URLs (canonical, Open Graph, sitemap) start from the configured public address of the site. */
export const siteUrl = new URL(env.SITE_URL);

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}

type PageMeta = {
  title: string;
  description: string;
  path: string;
  /** The page's Open Graph picture (app/og); the site's own when the page has none. */
  shareImage?: ShareImage;
  /** False for a page search engines should leave out (account screens, confirmations). */
  index?: boolean;
};

export type ShareImage = { url: string; alt: string };

/** The site's picture, described in the page's language: the home page's, and every page's that has none of its own. */
async function siteShareImage(): Promise<ShareImage> {
  const t = await getTranslations('siteMeta');
  return { url: shareImagePaths.site, alt: t('shareImageAlt', { site: siteName }) };
}

export type Seo = { title: string; description: string };

/**
 * A page's title and description as edited in the Studio, read in the page's language (lib/content, English where
 * the Hindi is empty). An English page takes the Studio's; a Hindi page takes the Studio's Hindi when an editor
 * wrote it, else its own words from the message files (`local`), never the Studio's English.
 */
export async function seoInPageLanguage(studio: Seo | null | undefined, local: () => Promise<Seo>): Promise<Seo> {
  const locale = (await getLocale()) as Locale;
  if (locale === defaultLocale) return studio ?? local();
  return studio && DEVANAGARI.test(studio.title) ? studio : local();
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The site's own title and description (the root layout's, and the home page's without its own): the Studio's in English. */
export async function siteSeo(studio: Seo): Promise<Seo> {
  return seoInPageLanguage(studio, async () => {
    const t = await getTranslations('siteMeta');
    return { title: t('title'), description: t('description') };
  });
}

/** Every picture is drawn at 1200 x 630, the size the networks' large previews use. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** `hreflang` alternates: the page in each language, and English for everyone else (x-default). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [languageTags[locale], localizedPath(locale, path)])),
    'x-default': path,
  };
}

/**
 * Title, description, canonical URL and Open Graph tags for one page. Next replaces (does not merge) a parent's
 * openGraph object, so every page builds the whole set here rather than relying on the root layout's. The X card
 * names its kind only: X reads the title, description and picture from the Open Graph tags when its own are absent,
 * and repeating them cost each page the description twice more (in the HTML and in the flight data).
 */
export async function pageMetadata({
  title,
  description,
  path,
  shareImage,
  index = true,
}: PageMeta): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const url = localizedPath(locale, path);
  const image = shareImage ?? (await siteShareImage());
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      siteName,
      locale: languageTags[locale].replace('-', '_'),
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => languageTags[other].replace('-', '_')),
      type: 'website',
      images: [{ ...image, ...SHARE_IMAGE_SIZE, type: 'image/png' }],
    },
    twitter: { card: 'summary_large_image' },
    ...(index ? {} : { robots: { index: false } }),
  };
}

/** Pages whose messages hold their own `title` and `description` and that search engines leave out. */
type UnlistedPage =
  | 'account'
  | 'authLogin'
  | 'authSignUp'
  | 'authForgotPassword'
  | 'trainerThankYou'
  | 'contactThankYou';

/** The metadata of an account screen or a confirmation: titled from its own messages, kept out of search results. */
export async function unlistedPageMetadata(namespace: UnlistedPage, path: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return pageMetadata({ title: t('title'), description: t('description'), path, index: false });
}
