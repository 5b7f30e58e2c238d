import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DraftModeBanner } from '@/components/content/draft-mode-banner';
import { DraftVisualEditing } from '@/components/content/draft-visual-editing';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { WhatsAppChat } from '@/components/whatsapp-chat/whatsapp-chat';
import { getSiteSettings } from '@/lib/content';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { clientMessages, pickMessages, type Namespace } from '@/lib/i18n/messages';
import { DevanagariFontPreload } from './devanagari-font';
import '../tokens.css';
import '../globals.css';

/**
 * The words of what the document itself shows in the browser on every page, beside the header's and the footer's:
 * the WhatsApp button and the error boundary's notice (app/[locale]/(site)/error.tsx).
 */
const DOCUMENT_NAMESPACES = ['whatsAppChat', 'errorNotice'] as const satisfies readonly Namespace[];

const browserMessages = (locale: Locale) => ({
  ...clientMessages(locale),
  ...pickMessages(locale, DOCUMENT_NAMESPACES),
});

/**
 * Every page's document in its language, and the link that skips to its <main id="main">. What surrounds the page
 * is its part's: the public site's header and footer (SiteChrome), or the staff console's shell
 * (app/[locale]/staff/_components/staff-page.tsx).
 */
export async function HtmlDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <html lang={languageTags[locale]}>
      {locale === 'hi' && (
        <head>
          <DevanagariFontPreload />
        </head>
      )}
      <body>
        <NextIntlClientProvider locale={locale} messages={browserMessages(locale)}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

/** The public site around a page: header, main, footer, the WhatsApp button (app/[locale]/(site)/layout.tsx). */
export async function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const site = await getSiteSettings();
  const main = (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
  return (
    <>
      <DraftModeBanner locale={locale} />
      <SiteHeader brandName={site.brandName} logo={site.images.logo} />
      {site.contact.whatsApp ? (
        <WhatsAppChat digits={site.contact.whatsApp.digits} brandName={site.brandName}>
          {main}
        </WhatsAppChat>
      ) : (
        main
      )}
      <SiteFooter />
      <DraftVisualEditing />
    </>
  );
}

/** A public page's whole document: the 404 page of addresses no route serves (app/global-not-found.tsx). */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <HtmlDocument locale={locale}>
      <SiteChrome locale={locale}>{children}</SiteChrome>
    </HtmlDocument>
  );
}
