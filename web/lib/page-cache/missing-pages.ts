import 'server-only';
import type { NextRequest } from 'next/server';
import { defaultLocale, treePath, type Locale } from '@/lib/i18n/locales';
import { MISSING_ADDRESS } from '@/lib/routes/missing-page';
import { renderInside } from './inner-render';

/** The 404 page of a language other than English (app/[locale]/(site)/views/missing). */
export const MISSING_VIEW = '/views/missing';

/**
 * An address the proxy knows is missing goes to one no route serves, which Next answers with its global 404 page:
 * English, whatever the address's language. On a Hindi address the proxy answers instead with that language's 404
 * page, rendered inside (inner-render.ts), and a 404 status. Anything else, and English, goes on as it is; so does
 * a client-side navigation (an RSC request), which Next's router turns into a full page load of the address on a 404.
 */
export async function missingPageIn(
  locale: Locale,
  request: NextRequest,
  answer: Response | undefined,
): Promise<Response | undefined> {
  if (
    locale === defaultLocale ||
    request.headers.has('rsc') ||
    !answer?.headers.get('x-middleware-rewrite')?.endsWith(MISSING_ADDRESS)
  )
    return answer;
  const inner = await renderInside(request, treePath(locale, MISSING_VIEW));
  if (inner?.status !== 200) return answer;
  inner.headers.delete('x-nextjs-cache');
  inner.headers.delete('etag');
  inner.headers.set('Cache-Control', 'no-store');
  return new Response(inner.body, { status: 404, headers: inner.headers });
}
