import type { Route } from 'next';
import type { ReactNode } from 'react';
import { IllustratedMessage } from './illustrated-message';

/** The thank-you image page shown after an enquiry, a trainer application, a demo request or an enrolment. */
export function ThankYou<R extends string>({ children, action }: { children: ReactNode; action: { href: Route<R>; label: string } }) {
  return (
    <IllustratedMessage picture="thankYou" title="Thank you!" action={action}>
      {children}
    </IllustratedMessage>
  );
}
