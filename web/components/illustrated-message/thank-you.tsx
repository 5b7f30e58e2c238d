import type { Route } from 'next';
import type { ReactNode } from 'react';
import { getSiteSettings } from '@/lib/content';
import { IllustratedMessage } from './illustrated-message';

/** The thank-you image page shown after an enquiry, a trainer application, a demo request or an enrolment. */
export async function ThankYou<R extends string>({ children, action }: { children: ReactNode; action: { href: Route<R>; label: string } }) {
  const site = await getSiteSettings();
  return (
    <IllustratedMessage
      image={site.images.thankYou}
      fallback={{ src: '/images/thank-you.svg', alt: 'Thank you! We have received your details.' }}
      title="Thank you!"
      action={action}
    >
      {children}
    </IllustratedMessage>
  );
}
