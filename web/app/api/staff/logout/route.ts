import { NextResponse, type NextRequest } from 'next/server';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { signOut } from '@/lib/staff/sessions';
import { clearSessionCookie } from '../_lib/cookies';

/** Sign out: the session ends on the server at once, and the cookie is dropped. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    await signOut(await requireStaff(request));
    const response = NextResponse.json({ message: 'Signed out' });
    clearSessionCookie(request, response);
    return response;
  });
