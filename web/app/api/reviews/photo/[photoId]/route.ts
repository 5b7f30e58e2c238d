import { notFound } from '@/lib/academy/errors';
import { parseId } from '@/lib/academy/query-params';
import { reviewPhoto } from '@/lib/academy/reviews';
import { immutableFile } from '@/lib/http/immutable-file';
import { respond } from '@/lib/http/respond';

// A stored photo never changes under its id, so browsers and CDNs may keep it for a year.
export const GET = (_request: Request, { params }: RouteContext<'/api/reviews/photo/[photoId]'>) =>
  respond(async () => {
    const photoId = parseId('photoId', (await params).photoId);
    const photo = await reviewPhoto(photoId);
    if (!photo) throw notFound(`Photo ${photoId} not found`);
    return immutableFile(photo);
  });
