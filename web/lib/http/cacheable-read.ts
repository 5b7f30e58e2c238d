import 'server-only';
import { createHash } from 'node:crypto';
import { respond } from './respond';

/**
 * Shared caches (a CDN in front of the site) may serve a catalogue read for a minute and then, for five more, serve
 * it stale while they fetch a fresh copy. The server's own caches are revalidated at once by writes; this only
 * bounds how long a CDN can lag behind them.
 */
export const PUBLIC_READ_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';

/** A strong validator: the SHA-256 of the exact body bytes (a string is hashed as its UTF-8). */
export const entityTag = (body: string | Uint8Array) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match matches by the weak comparison (RFC 9110, 13.1.2): `*`, or any listed tag with or without W/. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A read's answer as JSON, in UTF-8, with its ETag: made once for a read that is kept this way
 * (./remembered-reads.ts), whose requests then neither encode nor hash it again.
 */
export class SerializedRead {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  constructor(data: unknown) {
    this.bytes = Buffer.from(JSON.stringify(data));
    this.etag = entityTag(this.bytes);
  }
}

/**
 * Answers a public, per-request-independent read (the catalogue, reviews, trainers) as JSON with an ETag and the
 * public cache policy; a request that already holds this body (If-None-Match) gets a 304 without it. The work returns
 * the data, or its SerializedRead. Errors keep respond()'s mapping and are `no-store`. Nothing per-user may go
 * through here.
 */
export function respondCacheable(request: Request, work: () => Promise<unknown>): Promise<Response> {
  return respond(async () => {
    const result = await work();
    const { bytes, etag } = result instanceof SerializedRead ? result : new SerializedRead(result);
    const headers = { 'Cache-Control': PUBLIC_READ_CACHE, ETag: etag };
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), headers.ETag))
      return new Response(null, { status: 304, headers });
    return new Response(bytes, { headers: { ...headers, 'Content-Type': 'application/json' } });
  });
}
