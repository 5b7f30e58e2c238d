import { notFound } from '@/lib/http/errors';
import { parseId } from '@/lib/academy/query-params';
import { reviewPhoto } from '@/lib/academy/reviews';
import { respond } from '@/lib/http/respond';

// A stored photo never changes under its id, so browsers and CDNs may keep it for a year.
export const GET = (_request: Request, { params }: RouteContext<'/api/reviews/photo/[photoId]'>) =>
  respond(async () => {
    const photoId = parseId('photoId', (await params).photoId);
    const photo = await reviewPhoto(photoId);
    if (!photo) throw notFound(`Photo ${photoId} not found`);
    return new Response(new Uint8Array(photo.bytes), {
      headers: {
        'Content-Type': photo.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
