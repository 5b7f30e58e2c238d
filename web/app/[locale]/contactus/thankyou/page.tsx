import type { Metadata } from 'next';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '../../../_lib/metadata';

// A confirmation, not a page to find by search.
export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Thank You', description: 'We have received your enquiry and will get back to you soon.', path: '/contactus/thankyou', index: false,
});

export default function ContactThankYouPage() {
  return (
    <ThankYou action={{ href: '/course', label: 'Browse courses' }}>
      <p>We have received your enquiry. Our team will call or e-mail you shortly.</p>
    </ThankYou>
  );
}
