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
