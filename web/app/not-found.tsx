import type { Metadata } from 'next';
import { IllustratedMessage } from '@/components/illustrated-message/illustrated-message';
import { MissingThing } from '@/components/illustrated-message/missing-thing';

// Next adds its own noindex robots tag to every not-found render; a second one here would duplicate it.
export const metadata: Metadata = { title: 'Page not found' };

/** Spec section 2: any other path shows the 404 image page, with a way back home and on to the catalogue. */
export default function NotFound() {
  return (
    <IllustratedMessage
      picture="notFound"
      title={<MissingThing />}
      action={{ href: '/', label: 'Back to home' }}
      alternative={{ href: '/course', label: 'Browse courses' }}
    >
      <p>The address may be mistyped, or the page has moved.</p>
    </IllustratedMessage>
  );
}
