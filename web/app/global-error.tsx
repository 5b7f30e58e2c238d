'use client';

import { ErrorNotice } from '@/components/illustrated-message/error-notice';
import './tokens.css';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails (it throws when the site settings cannot be read), so
 * it brings its own <html> and <body>, and no header or footer, which need those settings.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <main id="main">
          <ErrorNotice retry={reset} />
        </main>
      </body>
    </html>
  );
}
