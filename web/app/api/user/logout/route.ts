import { requireSession, revokeSession } from '@/lib/academy/sessions';
import { respond } from '@/lib/http/respond';

/** Ends the session of the presented bearer token; any body is ignored. */
export const POST = (request: Request) =>
  respond(async () => {
    const { sessionId } = await requireSession(request);
    await revokeSession(sessionId);
    return { message: 'Logged out' };
  });
