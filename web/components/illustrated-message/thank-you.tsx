import type { ReactNode } from 'react';
import { getSiteSettings } from '@/lib/content';
import { IllustratedMessage } from './illustrated-message';

/** The thank-you image page shown after an enquiry, a trainer application, a demo request or an enrolment. */
export async function ThankYou({ children, action }: { children: ReactNode; action: { href: string; label: string } }) {
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
