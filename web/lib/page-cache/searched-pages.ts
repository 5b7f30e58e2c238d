import 'server-only';
import type { NextRequest } from 'next/server';
import { countSearch } from '@/lib/academy/search/search-log';
import { env } from '@/lib/env';

/**
 * Counts the search of a catalogue page a learner asked for (issue 31: the console lists the searches that find
 * nothing). Here, in the proxy, because searched pages are served from the page cache, which runs no code of ours.
 * The first page of a search counts, not the pages after it; with a remote backend, that backend counts its own.
 * (Next hides its prefetch headers from the proxy; the catalogue's links to searches are plain anchors, which Next
 * never fetches ahead, so each request here is a learner's.)
 */
export function countSearchedPage(request: NextRequest): void {
  if (env.ACADEMY_API_URL || request.method !== 'GET' || request.nextUrl.pathname !== '/course') return;
  const params = request.nextUrl.searchParams;
  const search = params.get('search');
  if (!search || (params.get('page') ?? '1') !== '1') return;
  countSearch(search);
}
