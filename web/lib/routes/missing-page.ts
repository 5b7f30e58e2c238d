import { NextResponse, type NextRequest } from 'next/server';

/**
 * What the proxy shows for an address it knows is missing (an unknown course, a lead that does not exist): an
 * address no route serves, which Next answers with app/global-not-found.tsx and a 404 status (on a Hindi address
 * the proxy answers with the Hindi 404 page instead: lib/page-cache/missing-pages.ts).
 */
export const MISSING_ADDRESS = '/_missing';

export const missingPage = (request: NextRequest) => NextResponse.rewrite(new URL(MISSING_ADDRESS, request.url));
