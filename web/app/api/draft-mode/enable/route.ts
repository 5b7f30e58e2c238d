import { draftMode } from 'next/headers';
// next-sanity's own createClient: defineEnableDraftMode wants the client version next-sanity bundles.
import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { apiVersion, contentSource } from '@/lib/content/config';
import { redirectTo, safeRedirectPath, secretMatches } from '@/lib/content/preview';

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
    return redirectTo(safeRedirectPath(query.get('redirect')));
  }
  if (presentation && query.has('sanity-preview-secret')) return presentation.GET(request);
  return Response.json({ error: 'Preview is not available' }, { status: 401 });
}
