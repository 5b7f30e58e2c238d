import 'server-only';
import { createHash } from 'node:crypto';
import { HttpError } from './errors';
import { depthOf, JSON_BODY_LIMIT, JSON_DEPTH_LIMIT, mediaType, readCapped } from './read-body';

/** Above every write's own body limit (a review with its photo is the largest): a larger body is refused by its route. */
const FINGERPRINT_LIMIT = 4 * 1024 * 1024;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * What a request with an Idempotency-Key asks for, as a hash of its method, path and body, so a key sent again with
 * another request is told apart from a retry (lib/http/idempotent.ts). The body is read from a copy, the route reads
 * the request itself. Two sends of one form must hash alike: a JSON body is hashed with its keys sorted, a multipart
 * one by its fields and files' bytes (each send has its own boundary). Anything else, or a body that does not parse,
 * is hashed as it is.
 */
export async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  return sha256(`${request.method} ${url.pathname}${url.search}\n${await bodyPart(request)}`);
}

async function bodyPart(request: Request): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readCapped(request.clone(), FINGERPRINT_LIMIT);
  } catch (error) {
    // Too large for any route: its own read refuses it, and it is never stored.
    if (error instanceof HttpError && error.status === 413) return 'too-large';
    throw error;
  }
  const type = mediaType(request);
  if ((type === 'application/json' || type.endsWith('+json')) && bytes.byteLength <= JSON_BODY_LIMIT) {
    const body = parsedJson(bytes);
    if (body !== undefined) return `json:${JSON.stringify(sortedKeys(body))}`;
  }
  if (type === 'multipart/form-data') {
    const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } })
      .formData()
      .catch(() => null);
    if (form) return `form:${(await formEntries(form)).sort().join('\n')}`;
  }
  return `bytes:${sha256(bytes)}`;
}

function parsedJson(bytes: Uint8Array): unknown {
  try {
    const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    // Deeper than readJson allows is refused by the route; sortedKeys recurses and must not meet it.
    return depthOf(body) > JSON_DEPTH_LIMIT ? undefined : body;
  } catch {
    return undefined;
  }
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

const formEntries = (form: FormData) =>
  Promise.all(
    [...form.entries()].map(async ([name, value]) =>
      typeof value === 'string'
        ? `${sha256(name)}=${sha256(value)}`
        : `${sha256(name)}=file:${sha256(value.name)}:${sha256(value.type)}:${sha256(new Uint8Array(await value.arrayBuffer()))}`,
    ),
  );
