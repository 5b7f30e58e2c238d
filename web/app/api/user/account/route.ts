import { revalidateTag } from 'next/cache';
import { listBookings } from '@/lib/academy/accounts/bookings';
import { eraseAccount } from '@/lib/academy/accounts/erase';
import { listMyReviews } from '@/lib/academy/accounts/my-reviews';
import { profile } from '@/lib/academy/accounts/profile';
import { parseInput } from '@/lib/academy/input';
import { requireSession } from '@/lib/academy/sessions';
import { backendTags } from '@/lib/backend/cache-tags';
import { profileToWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { eraseSchema } from '@/lib/validation/account';
import { grantOf } from '@/lib/validation/otp';
import { languageOfRequest } from '@/lib/i18n/locales';

/** The learner's own page (issue 30): their profile, demo requests and enrolments with their status, and reviews. */
export const GET = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    // In the language of the page asking (issue 52: the account page in Hindi names batches and trainers in Hindi).
    const [bookings, reviews] = [
      await listBookings(user.email, languageOfRequest(request)),
      await listMyReviews(user.id),
    ];
    return { profile: profileToWire(profile(user)), bookings, reviews };
  });

/**
 * Deletes the account `{confirm: 'DELETE', verificationToken}`, the grant of a delete-account code for its email verified
 * through /api/otp/verify in the last 10 minutes: personal data is erased or anonymised everywhere
 * (lib/academy/accounts/erase.ts) and every session ends.
 */
export const DELETE = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    parseInput(eraseSchema, body);
    const { courseNames } = await eraseAccount(user.id, grantOf(body));
    // The pages that showed the person's reviews no longer list them on their next request (their stars stay counted).
    for (const name of courseNames) revalidateTag(backendTags.course(name), { expire: 0 });
    return { message: 'Your account and personal data have been deleted' };
  });
