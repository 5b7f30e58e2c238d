import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locales';
import { pages } from '@/lib/routes/pages';
import { STAFF_COOKIE, staffSession, type StaffSession } from '@/lib/staff/sessions';

/** The signed-in member of a staff page's request, or null. */
export async function currentStaff(): Promise<StaffSession | null> {
  // Per request, never at build: the session's idle check reads the clock.
  await connection();
  return staffSession((await cookies()).get(STAFF_COOKIE)?.value);
}

/** The signed-in member; a visitor without a live staff session is sent to the sign-in page, in the page's language. */
export async function requireStaffPage(): Promise<StaffSession> {
  const session = await currentStaff();
  if (!session) redirect(localizedPath(await getLocale(), pages.staffLogin.path));
  return session;
}
