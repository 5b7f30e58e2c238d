import { notFound } from '@/lib/academy/errors';
import { parseId } from '@/lib/academy/query-params';

/**
 * Answers with bytes that never change under their URL (a content-hashed file name, a stored photo's id), so
 * browsers and CDNs may keep them for a year. nosniff keeps browsers to the stated type.
 */
export function immutableFile(
  file: { bytes: Uint8Array; contentType: string },
  headers: Record<string, string> = {},
): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

type StoredFile = { bytes: Uint8Array; contentType: string };

/**
 * The GET of a file stored under a numeric id (a review photo, a catalogue image): 400 for an id that is none
 * (`param` names it), 404 when nothing is stored under it (`what` 12 not found), else its bytes for a year.
 */
export async function storedFileById(
  param: string,
  raw: string,
  what: string,
  find: (id: number) => Promise<StoredFile | undefined>,
): Promise<Response> {
  const id = parseId(param, raw);
  const file = await find(id);
  if (!file) throw notFound(`${what} ${id} not found`);
  return immutableFile(file);
}
