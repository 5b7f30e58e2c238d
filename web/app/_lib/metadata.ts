import type { Metadata } from 'next';
import { env } from '@/lib/env';

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
  image?: string | null;
  /** False for a page search engines should leave out (account screens, confirmations). */
  index?: boolean;
};

/**
 * Title, description, canonical URL and Open Graph tags for one page. Next replaces (does not merge) a parent's
 * openGraph object, so every page builds the whole set here rather than relying on the root layout's. The X card
 * names its kind only: X reads the title, description and picture from the Open Graph tags when its own are absent,
 * and repeating them cost each page the description twice more (in the HTML and in the flight data).
 */
export function pageMetadata({ title, description, path, image, index = true }: PageMeta): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName,
      locale: 'en_IN',
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
    ...(index ? {} : { robots: { index: false } }),
  };
}
