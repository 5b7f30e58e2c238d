import type { Route } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IllustratedMessage } from './illustrated-message';

/** The thank-you image page shown after an enquiry, a trainer application, a demo request or an enrolment. */
export async function ThankYou<R extends string>({
  children,
  action,
}: {
  children: ReactNode;
  action: { href: Route<R>; label: string };
}) {
  const t = await getTranslations('illustrated');
  return (
    <IllustratedMessage picture="thankYou" title={t('thankYouTitle')} action={action}>
      {children}
    </IllustratedMessage>
  );
}
