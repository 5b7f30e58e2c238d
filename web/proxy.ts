import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath, isPagePath } from '@/app/_lib/canonical-path';
import { refuseMalformedUrl } from '@/lib/http/malformed-url';
import { rewriteUnknownCategory } from '@/lib/http/unknown-category';

export async function proxy(request: NextRequest) {
  const refused = refuseMalformedUrl(request);
  if (refused) return refused;
  // Spec section 2: routes match case-insensitively after trimming. One permanent redirect to the canonical
  // spelling keeps a single URL per page for links, caches and search engines.
  if (isPagePath(request.nextUrl.pathname)) {
    const canonical = canonicalPath(request.nextUrl.pathname);
    if (canonical) {
      const url = request.nextUrl.clone();
      url.pathname = canonical;
      return NextResponse.redirect(url, 308);
    }
    return rewriteUnknownCategory(request);
  }
  return undefined;
}

export const config = {
  // Static assets never need the checks.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
