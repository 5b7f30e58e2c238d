import { NextResponse, type NextRequest } from 'next/server';

/**
 * What the proxy shows for an address it knows is missing (an unknown course, a lead that does not exist): an
 * address no route serves, which Next answers with app/global-not-found.tsx and a 404 status.
 */
export const missingPage = (request: NextRequest) => NextResponse.rewrite(new URL('/_missing', request.url));
