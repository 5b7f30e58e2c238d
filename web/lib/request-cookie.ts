/**
 * A cookie's value in a request's Cookie header, decoded; undefined when it has none of that name or the value is
 * not decodable. For the handlers that take a plain Request (the learner's routes); NextRequest has its own.
 */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
