import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { slugify } from '@/lib/slug';
import { decodeSegment } from './params';

const TTL_MS = 60_000;
let cached: { slugs: Set<string>; at: number } | undefined;

/** The category slugs the academy API knows, cached for a minute; undefined when the API cannot say. */
async function categorySlugs(apiBase: string): Promise<Set<string> | undefined> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.slugs;
  try {
    const response = await fetch(`${apiBase}/category/getCategories`, { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    const body: unknown = response.ok ? await response.json() : undefined;
    if (!Array.isArray(body)) return undefined;
    const slugs = new Set(body.map((c: { category?: unknown }) => slugify(String(c?.category ?? ''))));
    cached = { slugs, at: Date.now() };
    return slugs;
  } catch {
    return undefined;
  }
}

/**
 * With cacheComponents, Next 16 commits a 200 before a page's notFound() runs (vercel/next.js#98518), so an
 * unknown category would be a soft 404. Answer it here instead: a rewrite to a path no route serves renders the
 * site's 404 page with a real 404 status. When the API cannot be reached, the page itself shows its error state.
 */
export async function rewriteUnknownCategory(request: NextRequest): Promise<NextResponse | undefined> {
  const match = /^\/course\/([^/]+)/.exec(request.nextUrl.pathname);
  if (!match) return undefined;
  const apiBase = env.ACADEMY_API_URL?.replace(/\/+$/, '') || `${request.nextUrl.origin}/api`;
  const slugs = await categorySlugs(apiBase);
  if (!slugs || slugs.has(slugify(decodeSegment(match[1]!)))) return undefined;
  return NextResponse.rewrite(new URL('/_unknown-category', request.url));
}
