import { updateProfile } from '@/lib/academy/accounts/account-changes';
import { parseInput } from '@/lib/academy/input';
import { requireSession } from '@/lib/academy/sessions';
import { profileToWire } from '@/lib/backend/wire-forms';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { profileSchema } from '@/lib/validation/account';

/** `{FullName, phonenumber}` with sign-up's rules -> 200 the profile. */
export const PATCH = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    return profileToWire(await updateProfile(user.id, parseInput(profileSchema, await readJson(request))));
  });
