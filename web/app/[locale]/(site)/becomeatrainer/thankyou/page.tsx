import { getTranslations } from 'next-intl/server';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { unlistedPageMetadata } from '@/app/_lib/metadata';

export const generateMetadata = () => unlistedPageMetadata('trainerThankYou', '/becomeatrainer/thankyou');

export default async function TrainerThankYouPage() {
  const t = await getTranslations('trainerThankYou');
  return (
    <ThankYou action={{ href: '/', label: t('home') }}>
      <p>{t('text')}</p>
    </ThankYou>
  );
}
