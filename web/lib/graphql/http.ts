import 'server-only';
import { entityTag, matchesIfNoneMatch, PUBLIC_READ_CACHE } from '@/lib/http/cacheable-read';
import { readCapped } from '@/lib/http/read-body';
import { NO_STORE } from '@/lib/http/respond';
import { MAX_BODY_BYTES } from './limits';

const graphqlError = (status: number, message: string) =>
  Response.json({ errors: [{ message, extensions: { code: status === 413 ? 'REQUEST_TOO_LARGE' : 'BAD_REQUEST' } }] }, {
    status,
    headers: { 'Cache-Control': NO_STORE, 'Access-Control-Allow-Origin': '*' },
  });

/**
 * A POST whose body is read at most MAX_BODY_BYTES far (a 1 MB query is refused unread, with a 413), as a new
 * request the GraphQL server can read again; or the refusal.
 */
export async function cappedPost(request: Request): Promise<Request | Response> {
  try {
    const body = await readCapped(request, MAX_BODY_BYTES);
    return new Request(request.url, { method: 'POST', headers: request.headers, body });
  } catch {
    return graphqlError(413, `The request is too large: at most ${MAX_BODY_BYTES / 1024} KB`);
  }
}

/**
 * The HTTP side of an answer. A query that could not run at all (it does not parse or validate: an answer with
 * errors and no data) is a 400, whatever the client accepts. GET answers without errors may be kept by a CDN, as the
 * REST reads are (public, s-maxage, an ETag answered with 304); POST answers and answers with errors are not kept.
 */
export async function httpAnswer(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) {
    response.headers.set('Cache-Control', NO_STORE);
    return response;
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  const answer = JSON.parse(body) as { data?: unknown; errors?: unknown };
  if (answer.errors || request.method !== 'GET') {
    headers.set('Cache-Control', NO_STORE);
    return new Response(body, { status: answer.errors && answer.data === undefined ? 400 : 200, headers });
  }
  headers.set('Cache-Control', PUBLIC_READ_CACHE);
  headers.set('ETag', entityTag(body));
  headers.append('Vary', 'Accept');
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), headers.get('ETag')!)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
