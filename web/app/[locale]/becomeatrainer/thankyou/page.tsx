import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '../../../_lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('trainerThankYou');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/becomeatrainer/thankyou', index: false });
}

export default async function TrainerThankYouPage() {
  const t = await getTranslations('trainerThankYou');
  return (
    <ThankYou action={{ href: '/', label: t('home') }}>
      <p>{t('text')}</p>
    </ThankYou>
  );
}
