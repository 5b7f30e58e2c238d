import 'server-only';
import { z } from 'zod';
import { parseJsonParam } from '@/lib/academy/query-params';
import { entityTag, matchesIfNoneMatch, PUBLIC_READ_CACHE } from '@/lib/http/cacheable-read';
import { asHttpError } from '@/lib/http/errors';
import { readJson } from '@/lib/http/read-body';
import { NO_STORE } from '@/lib/http/respond';
import { RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import { UNAVAILABLE_CODE } from './execute';
import { MAX_BODY_BYTES } from './limits';

// The HTTP side of /api/graphql around the GraphQL server: what a request may look like, and how answers are cached.

const refusal = (status: number, message: string) =>
  Response.json(
    { errors: [{ message, extensions: { code: status === 413 ? 'REQUEST_TOO_LARGE' : 'BAD_REQUEST' } }] },
    {
      status,
      headers: { 'Cache-Control': NO_STORE, 'Access-Control-Allow-Origin': '*' },
    },
  );

const jsonObject = z.record(z.string(), z.unknown());

/** A GraphQL request's parameters (GraphQL over HTTP): the same for a GET's query string and a POST's JSON body. */
const paramsSchema = z.object({
  query: z.string({ error: 'query is required: the text of a GraphQL query' }),
  variables: jsonObject.nullish(),
  operationName: z.string().nullish(),
  extensions: jsonObject.nullish(),
});

/** The parameters as sent: a GET's query string (JSON-valued ones parsed), or a POST's JSON body as the API reads any. */
async function paramsOf(request: Request): Promise<unknown> {
  if (request.method !== 'GET') return readJson(request, MAX_BODY_BYTES);
  const search = new URL(request.url).searchParams;
  return {
    query: search.get('query') ?? undefined,
    variables: parseJsonParam('variables', search.get('variables')),
    operationName: search.get('operationName') ?? undefined,
    extensions: parseJsonParam('extensions', search.get('extensions')),
  };
}

/**
 * The request as the GraphQL server gets it: its parameters checked here (so every malformed request is a 4xx with
 * a GraphQL error, whatever its method, type or encoding), then sent on as one JSON POST. Or the refusal.
 */
export async function graphqlRequest(request: Request): Promise<Request | Response> {
  let sent: unknown;
  try {
    sent = await paramsOf(request);
  } catch (error) {
    // The API's own refusals of a body or parameter (415, 413, 400), in GraphQL's error shape.
    const known = asHttpError(error);
    if (known) return refusal(known.status, known.message);
    throw error;
  }
  const parsed = paramsSchema.safeParse(sent);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refusal(
      400,
      issue.path.length
        ? `${issue.path.join('.')}: ${issue.message}`
        : 'The request must be a JSON object with a query',
    );
  }
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  const origin = request.headers.get('origin');
  if (origin) headers.set('origin', origin);
  return new Request(new URL('/api/graphql', request.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(parsed.data),
  });
}

/** Every error of the answer says a service it needed could not answer (execute.ts). */
const saysUnavailable = (errors: unknown) =>
  Array.isArray(errors) &&
  errors.length > 0 &&
  errors.every((e: { extensions?: { code?: unknown } }) => e?.extensions?.code === UNAVAILABLE_CODE);

/**
 * The answer as the client gets it. A query that could not run at all (it does not parse or validate: an answer
 * with errors and no data) is a 400, whatever the client accepts; one whose every error is an unavailable service a
 * 503 with Retry-After. GET answers without errors may be kept by a CDN, as
 * the REST reads are (public, s-maxage, an ETag answered with 304); POST answers and answers with errors are not.
 */
export async function httpAnswer(request: Request, response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json')) {
    return response.status < 400 ? response : refusal(response.status, 'The request could not be answered');
  }
  const body = await response.text();
  const headers = new Headers(response.headers);
  const answer = JSON.parse(body) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || answer.errors || request.method !== 'GET') {
    headers.set('Cache-Control', NO_STORE);
    if (response.status === 200 && saysUnavailable(answer.errors)) {
      // As the REST API: the client may try again, and knows when.
      headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
      return new Response(body, { status: 503, headers });
    }
    const status = response.status === 200 && answer.errors && answer.data === undefined ? 400 : response.status;
    return new Response(body, { status, headers });
  }
  headers.set('Cache-Control', PUBLIC_READ_CACHE);
  headers.set('ETag', entityTag(body));
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), headers.get('ETag')!)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
