'use client';

import { ErrorNotice } from '@/components/illustrated-message/error-notice';

/** Last resort for an unexpected failure while rendering a page: say so plainly and offer a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice retry={reset} />;
}
