import type { Metadata } from 'next';
import { IllustratedMessage } from '@/components/illustrated-message/illustrated-message';

export const metadata: Metadata = { title: 'Temporarily unavailable', robots: { index: false } };

/**
 * What a page that needs the database shows while the database is away, with 503 (lib/page-cache/outage-pages.ts
 * serves it; the proxy answers 404 to anyone else asking for this address). Prerendered: it needs no database.
 */
export default function UnavailablePage() {
  return (
    <IllustratedMessage
      picture="unavailable"
      title="Temporarily unavailable"
      action={{ href: '/', label: 'Back to home' }}
      alternative={{ href: '/contactus', label: 'Contact us' }}
    >
      <p>Our course catalogue cannot be reached just now. Please try again in a few minutes.</p>
    </IllustratedMessage>
  );
}
