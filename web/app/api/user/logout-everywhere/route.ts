import { signOutEverywhere } from '@/lib/academy/accounts/account-changes';
import { requireSession } from '@/lib/academy/sessions';
import { respond } from '@/lib/http/respond';

/** Ends every session of the account, this one included; any body is ignored. */
export const POST = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    return signOutEverywhere(user.id);
  });
