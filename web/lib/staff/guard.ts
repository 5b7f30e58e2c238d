import 'server-only';
import type { NextRequest } from 'next/server';
import { refused, unauthenticated } from '@/lib/academy/errors';
import { bearerToken } from '@/lib/academy/sessions';
import { isSameOriginWrite } from '@/lib/http/same-origin';
import { STAFF_COOKIE, staffSession, type StaffSession } from './sessions';

/**
 * Every staff action: sent from the console's own pages (Origin), by a signed-in member (the httpOnly cookie) whose
 * role allows it. A learner's bearer token never opens anything here: it is a 403 whatever else comes with it.
 */
export async function requireStaff(request: NextRequest, role?: 'admin'): Promise<StaffSession> {
  requireConsoleOrigin(request);
  return requireStaffReader(request, role);
}

/**
 * A read that changes nothing (the CSV export, opened by a link, so the browser sends no Origin): the signed-in
 * member's session and role only. The cookie is SameSite=Strict, so another site's link arrives without it.
 */
export async function requireStaffReader(request: NextRequest, role?: 'admin'): Promise<StaffSession> {
  if (bearerToken(request)) throw refused('Staff actions do not accept learner sessions');
  const session = await staffSession(request.cookies.get(STAFF_COOKIE)?.value);
  if (!session) throw unauthenticated('Please sign in');
  if (role && session.member.role !== role) throw refused('Only admins can do this');
  return session;
}

/** The actions open without a session (sign-in, setting a password) still come from the console's own pages only. */
export function requireConsoleOrigin(request: NextRequest): void {
  if (!isSameOriginWrite(request)) throw refused('Staff actions must come from the staff console');
}
