import type { NextRequest } from 'next/server';
import { globalSingleton } from '@/lib/global-singletons';

/** The cookie Next.js sets when draft mode is on (next/headers draftMode().enable()); its value is the build's draft-mode id. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

// One per process: the draft-mode route that learns the id and the proxy that reads it are bundled apart.
const memory = globalSingleton('draftModeId', (): { id?: string } => ({}));

/**
 * Keeps the draft-mode id this server just put in a cookie (app/api/draft-mode/enable). Next.js offers the proxy no
 * API for the id, and its build folder is not ours to read, so the proxy knows it once this process has turned
 * draft mode on; until then (after a restart, on another instance) a draft cookie is not recognised here and the
 * page keeps the policy without a nonce, which works whether or not it was rendered for the request.
 */
export function rememberDraftModeId(cookieValue: string | undefined) {
  if (cookieValue) memory.id = cookieValue;
}

/**
 * Whether Next.js will render this request in draft mode. A cookie left from an earlier build (or a made-up one)
 * does not count: Next.js serves such a request the prerendered page, whose scripts carry no nonce.
 */
export function isDraftModeRequest(request: NextRequest): boolean {
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  return !!cookie && cookie === memory.id;
}
