import { cookies, draftMode } from 'next/headers';
// next-sanity's own createClient: defineEnableDraftMode wants the client version next-sanity bundles.
import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { apiVersion, contentSource } from '@/lib/content/config';
import { redirectTo, safeRedirectPath, secretMatches } from '@/lib/content/preview';
import { DRAFT_MODE_COOKIE, rememberDraftModeId } from '@/lib/page-cache/draft-mode-cookie';

// Two ways in: a reviewer's link carrying PREVIEW_SECRET (?secret=...&redirect=/about), or, with Sanity
// configured, the Studio's Presentation tool, whose one-time secret next-sanity checks against the dataset.
const presentation =
  contentSource.kind === 'sanity' && contentSource.readToken
    ? defineEnableDraftMode({
        client: createClient({
          projectId: contentSource.projectId,
          dataset: contentSource.dataset,
          apiVersion,
          useCdn: false,
          token: contentSource.readToken,
        }),
      })
    : undefined;

export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  if (secretMatches(query.get('secret'), env.PREVIEW_SECRET)) {
    (await draftMode()).enable();
    rememberDraftModeId((await cookies()).get(DRAFT_MODE_COOKIE)?.value);
    return redirectTo(safeRedirectPath(query.get('redirect')));
  }
  if (presentation && query.has('sanity-preview-secret')) {
    const answer = await presentation.GET(request);
    rememberDraftModeId(bypassCookieOf(answer));
    return answer;
  }
  return Response.json({ error: 'Preview is not available' }, { status: 401 });
}

/** The draft cookie an answer sets, if it sets one: the proxy needs its value (lib/page-cache/draft-mode-cookie.ts). */
function bypassCookieOf(answer: Response): string | undefined {
  const prefix = `${DRAFT_MODE_COOKIE}=`;
  return answer.headers
    .getSetCookie()
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length)
    .split(';')[0];
}
