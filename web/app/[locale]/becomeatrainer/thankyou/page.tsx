import type { Metadata } from 'next';
import { ThankYou } from '@/components/illustrated-message/thank-you';
import { pageMetadata } from '../../../_lib/metadata';

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Thank You', description: 'We have received your application to teach with us.', path: '/becomeatrainer/thankyou', index: false,
});

export default function TrainerThankYouPage() {
  return (
    <ThankYou action={{ href: '/', label: 'Back to home' }}>
      <p>Your application to teach with us has reached our team. We will be in touch about the next steps.</p>
    </ThankYou>
  );
}
