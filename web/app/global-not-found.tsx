import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from './_lib/not-found-message';
import { SiteDocument } from './_lib/site-document';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations({ locale: 'en', namespace: 'notFound' }))('title') };
}

/**
 * An address no route serves, and the proxy's known-missing ones (lib/routes/missing-page.ts). Every page lives under
 * app/[locale], so Next answers these outside any root layout: the English 404 page, whatever the address's language
 * (a page's own notFound() gets its language's, app/[locale]/(site)/not-found.tsx).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundMessage locale="en" />
    </SiteDocument>
  );
}
