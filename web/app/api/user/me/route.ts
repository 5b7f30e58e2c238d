import { profile } from '@/lib/academy/accounts/profile';
import { requireSession } from '@/lib/academy/sessions';
import { profileToWire } from '@/lib/backend/wire-forms';
import { respond } from '@/lib/http/respond';

export const GET = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    return new Response(JSON.stringify(profileToWire(profile(user))), {
      // Per-user data: never stored by shared caches.
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', Vary: 'Authorization' },
    });
  });
