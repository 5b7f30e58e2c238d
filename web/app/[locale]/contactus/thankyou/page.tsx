import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '../../../_lib/metadata';

// A confirmation, not a page to find by search.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contactThankYou');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/contactus/thankyou', index: false });
}

export default async function ContactThankYouPage() {
  const t = await getTranslations('contactThankYou');
  return (
    <ThankYou action={{ href: '/course', label: t('browse') }}>
      <p>{t('text')}</p>
    </ThankYou>
  );
}
