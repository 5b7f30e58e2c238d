'use client';

import { ErrorNotice } from '@/components/illustrated-message/error-notice';
import { errorNotice } from '@/messages/en/site.json';
import './tokens.css';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails (it throws when the site settings cannot be read), so
 * it brings its own <html> and <body>, and no header or footer, which need those settings. No language is known
 * here either (nor any messages provider): the notice's English words.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <main id="main">
          <ErrorNotice retry={reset} words={errorNotice} />
        </main>
      </body>
    </html>
  );
}
