import type { MetadataRoute } from 'next';
import { getSiteSettings } from '@/lib/content';
import { BRAND_BLUE } from '@/components/brand-mark/mark-svg';
import { APP_ICONS } from './_lib/app-icons';
import { siteName } from './_lib/metadata';

/** The web app manifest (/manifest.webmanifest): the site added to a phone's home screen opens as an app. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const site = await getSiteSettings();
  const name = site.brandName || siteName;
  return {
    name,
    short_name: name,
    ...(site.defaultSeo.description ? { description: site.defaultSeo.description } : {}),
    start_url: '/',
    display: 'standalone',
    theme_color: BRAND_BLUE,
    // The splash screen in the pages' own background colour (app/tokens.css, --color-background).
    background_color: '#f7f8fc',
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}
