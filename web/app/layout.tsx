import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DraftModeBanner } from '@/components/content/draft-mode-banner';
import { DraftVisualEditing } from '@/components/content/draft-visual-editing';
import { SiteFooter } from '@/components/site-footer/site-footer';
import { SiteHeader } from '@/components/site-header/site-header';
import { WhatsAppChat } from '@/components/whatsapp-chat/whatsapp-chat';
import { getSiteSettings } from '@/lib/content';
import { siteName, siteUrl } from './_lib/metadata';
import './tokens.css';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings();
  return {
    // Relative canonical and Open Graph URLs on every page resolve against the configured site address.
    metadataBase: siteUrl,
    title: { default: site.defaultSeo.title, template: `%s | ${site.brandName || siteName}` },
    description: site.defaultSeo.description,
    applicationName: site.brandName,
  };
}

export const viewport: Viewport = { themeColor: '#5165a5', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = await getSiteSettings();
  const main = (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
  return (
    <html lang="en-IN">
      <body>
        <a href="#main" className="skip-link">Skip to content</a>
        <DraftModeBanner />
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
      </body>
    </html>
  );
}
