import { NextResponse, type NextRequest } from 'next/server';

/**
 * A path with broken percent-encoding ('%', '%zz', a cut UTF-8 sequence) makes Next's router throw before any
 * route runs, which would surface as a bare 500. Answer such requests with a 400 first: JSON for the API, a short
 * text for pages.
 */
export function refuseMalformedUrl(request: NextRequest): NextResponse | undefined {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return undefined;
  } catch {
    if (request.nextUrl.pathname.startsWith('/api/')) {
      return NextResponse.json({ error: 'Malformed URL: invalid percent-encoding' }, { status: 400 });
    }
    return new NextResponse('Bad request: the address is malformed.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
