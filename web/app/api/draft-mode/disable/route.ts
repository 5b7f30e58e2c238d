import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { redirectTo, safeRedirectPath } from '@/lib/content/preview';

/** Leaves preview. Link here with a plain <a> (or prefetch={false}) so a prefetch does not end it early. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  return redirectTo(safeRedirectPath(request.nextUrl.searchParams.get('redirect')));
}
