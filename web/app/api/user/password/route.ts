import { changePassword } from '@/lib/academy/accounts/account-changes';
import { parseInput } from '@/lib/academy/input';
import { requireSession } from '@/lib/academy/sessions';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { passwordChangeSchema } from '@/lib/validation/account';

/** `{currentPassword, password, confirmPassword}` -> 200; this session stays, every other one ends. */
export const POST = (request: Request) =>
  respond(async () => {
    const { user, sessionId } = await requireSession(request);
    return changePassword(user, sessionId, parseInput(passwordChangeSchema, await readJson(request)));
  });
