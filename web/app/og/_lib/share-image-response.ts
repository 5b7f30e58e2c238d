import 'server-only';
import { connection } from 'next/server';
import { respond } from '@/lib/http/respond';

/** A day in shared caches, an hour in a browser (a picture changes only with its page's rating, price or name). */
const SHARE_IMAGE_CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';

/** A share picture's answer; a missing course or category is a 404 and a database away a 503, as for the API. */
export const shareImageResponse = (draw: () => Promise<Uint8Array>) =>
  respond(async () => {
    await connection();
    const png = await draw();
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.byteLength),
        'Cache-Control': SHARE_IMAGE_CACHE,
      },
    });
  });
