import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { arrivedOverHttps } from '@/lib/http/secure-response';
import { FIRST_TOUCH_COOKIE, FIRST_TOUCH_DAYS, firstTouchCookieValue, firstTouchOf } from '@/lib/leads/first-touch';
import { isPagePath } from './canonical-path';

/** What may keep an answer that sets the cookie: the visitor's browser alone (as for the language cookie). */
const OWN_ANSWER_CACHE = 'private, no-cache';

/**
 * Keeps where a visitor first came from (issue 54, lib/leads/first-touch.ts): on a public page opened in the browser
 * (not a prefetch; the proxy never calls it for the console) by a visitor without the cookie, when the address has
 * UTM parameters or the page was reached from another site. A visit with nothing to remember sets nothing, so the
 * pages most visitors open stay shared by caches; one that sets the cookie is that visitor's own answer
 * (`private, no-cache`), as the language cookie's is (lib/routes/locale-routing.ts).
 */
export function rememberFirstTouch(request: NextRequest, answer: Response): Response {
  if (request.method !== 'GET' || request.headers.get('sec-fetch-dest') !== 'document') return answer;
  const { pathname } = request.nextUrl;
  if (!isPagePath(pathname) || request.cookies.has(FIRST_TOUCH_COOKIE)) return answer;
  if (answer.status >= 300) return answer;
  // A link followed inside the site is no referrer, whichever name the site was reached by.
  const ownHosts = [new URL(env.SITE_URL).host, request.headers.get('host'), request.nextUrl.host];
  const referer = request.headers.get('referer');
  const ours = referer && URL.canParse(referer) && ownHosts.includes(new URL(referer).host);
  const touch = firstTouchOf(request.nextUrl, ours ? null : referer, ownHosts[0]!, new Date());
  if (!touch) return answer;
  const secure = arrivedOverHttps(request) ? '; Secure' : '';
  answer.headers.append(
    'set-cookie',
    `${FIRST_TOUCH_COOKIE}=${encodeURIComponent(firstTouchCookieValue(touch))}; Path=/; Max-Age=${FIRST_TOUCH_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`,
  );
  if (!/\bno-store\b/.test(answer.headers.get('cache-control') ?? ''))
    answer.headers.set('cache-control', OWN_ANSWER_CACHE);
  return answer;
}
