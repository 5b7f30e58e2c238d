'use client';

import { useTranslations } from 'next-intl';
import { ErrorNotice } from '@/components/illustrated-message/error-notice';

/**
 * Last resort for an unexpected failure while rendering a page: say so plainly and offer a retry. In the page's
 * language: the `errorNotice` namespace travels with every page (app/_lib/site-document.tsx).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorNotice');
  return <ErrorNotice retry={reset} words={{ title: t('title'), text: t('text'), retry: t('retry') }} />;
}
