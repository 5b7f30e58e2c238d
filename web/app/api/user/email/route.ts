import { changeEmail } from '@/lib/academy/accounts/account-changes';
import { parseInput } from '@/lib/academy/input';
import { requireSession } from '@/lib/academy/sessions';
import { profileToWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { emailChangeSchema } from '@/lib/validation/account';
import { grantOf } from '@/lib/validation/otp';

/** `{email, verificationToken}`, the grant of a change-email code verified through /api/otp/verify in the last 10 minutes -> 200 the profile; 409 when taken. */
export const POST = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    return profileToWire(await changeEmail(user.id, parseInput(emailChangeSchema, body).email, grantOf(body)));
  });
