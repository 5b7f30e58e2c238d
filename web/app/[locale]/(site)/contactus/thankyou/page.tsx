import { getTranslations } from 'next-intl/server';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { unlistedPageMetadata } from '@/app/_lib/metadata';

// A confirmation, not a page to find by search.
export const generateMetadata = () => unlistedPageMetadata('contactThankYou', '/contactus/thankyou');

export default async function ContactThankYouPage() {
  const t = await getTranslations('contactThankYou');
  return (
    <ThankYou action={{ href: '/course', label: t('browse') }}>
      <p>{t('text')}</p>
    </ThankYou>
  );
}
