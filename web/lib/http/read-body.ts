import 'server-only';
import { HttpError } from './errors';

export const JSON_BODY_LIMIT = 16 * 1024;
/** Far deeper than any form (an enrolment nests three levels); thousands of `[` are an attack on recursive code. */
export const JSON_DEPTH_LIMIT = 32;

export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Reads at most `limit` bytes of the body. The declared Content-Length is checked first so an honest large
 * upload is refused without reading it, and the stream is counted as well because chunked bodies declare nothing.
 */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const tooLarge = (limit: number) =>
  new HttpError(413, `Request body is too large (at most ${Math.round(limit / 1024)} KB)`, { fields: {} });

/** A JSON request body: 415 unless sent as JSON, 413 above the limit, 400 when it does not parse. */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const type = mediaType(request);
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(415, 'Content-Type must be application/json', { fields: {} });
  }
  const bytes = await readCapped(request, limit);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON', { fields: {} });
  }
  if (depthOf(body) > JSON_DEPTH_LIMIT) {
    throw new HttpError(400, `Request body is nested too deeply (at most ${JSON_DEPTH_LIMIT} levels)`, { fields: {} });
  }
  return body;
}

/** How deeply arrays and objects nest in a parsed JSON value, measured without recursion. */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > JSON_DEPTH_LIMIT) break;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A multipart/form-data body: 415 for any other type, 413 above the limit, 400 when it does not parse. */
export async function readMultipart(request: Request, limit: number): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaType(request) !== 'multipart/form-data') {
    throw new HttpError(415, 'Content-Type must be multipart/form-data', { fields: {} });
  }
  const bytes = await readCapped(request, limit);
  try {
    // Parsing the capped copy rather than the request keeps the size limit in force.
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Request body is not valid multipart/form-data', { fields: {} });
  }
}
