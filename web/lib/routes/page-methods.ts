import { NextResponse, type NextRequest } from 'next/server';
import { isPagePath } from './canonical-path';

/**
 * Refuses, with 405 and the methods allowed, anything but GET and HEAD on a page. Pages have no server actions, so
 * a POST to one (a cross-site multipart form, say) would only reach Next's action handling and fail there with a
 * 500. (TRACE and TRACK never get this far: lib/http/traced-methods.ts.)
 */
export function refuseUnservedMethod(request: NextRequest): NextResponse | undefined {
  const { method } = request;
  if (method === 'GET' || method === 'HEAD' || !isPagePath(request.nextUrl.pathname)) return undefined;
  return new NextResponse(`Method ${method} is not allowed here.`, {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
  });
}
