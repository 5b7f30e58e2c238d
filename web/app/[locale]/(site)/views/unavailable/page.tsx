import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IllustratedMessage } from '@/components/illustrated-message/illustrated-message';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('unavailablePage'))('title'), robots: { index: false } };
}

/**
 * What a page that needs the database shows while the database is away, with 503 (lib/page-cache/outage-pages.ts
 * serves it; the proxy answers 404 to anyone else asking for this address). Prerendered in each language: it needs
 * no database.
 */
export default async function UnavailablePage() {
  const t = await getTranslations('unavailablePage');
  return (
    <IllustratedMessage
      picture="unavailable"
      title={t('title')}
      action={{ href: '/', label: t('home') }}
      alternative={{ href: '/contactus', label: t('contact') }}
    >
      <p>{t('text')}</p>
    </IllustratedMessage>
  );
}
