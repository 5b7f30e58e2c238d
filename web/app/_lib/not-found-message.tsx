import { getTranslations } from 'next-intl/server';
import { IllustratedMessage } from '@/components/illustrated-message/illustrated-message';
import { MissingThing } from '@/components/illustrated-message/missing-thing';
import type { Locale } from '@/lib/i18n/locales';

/** Spec section 2: any other path shows the 404 image page, with a way back home and on to the catalogue. */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <IllustratedMessage
      picture="notFound"
      title={<MissingThing page={t('title')} course={t('courseTitle')} />}
      action={{ href: '/', label: t('home') }}
      alternative={{ href: '/course', label: t('browse') }}
    >
      <p>{t('text')}</p>
    </IllustratedMessage>
  );
}
