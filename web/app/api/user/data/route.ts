import { exportMyData } from '@/lib/academy/accounts/my-data';
import { requireSession } from '@/lib/academy/sessions';
import { respond } from '@/lib/http/respond';

/** Everything the academy holds about the account, as a JSON download. */
export const GET = (request: Request) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const data = await exportMyData(user);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="academy-my-data-${data.exportedAt.slice(0, 10)}.json"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
