import { reviewPhoto } from '@/lib/academy/reviews';
import { storedFileById } from '@/lib/http/immutable-file';
import { respond } from '@/lib/http/respond';

// A stored photo never changes under its id, so browsers and CDNs may keep it for a year.
export const GET = (_request: Request, { params }: RouteContext<'/api/reviews/photo/[photoId]'>) =>
  respond(async () => storedFileById('photoId', (await params).photoId, 'Photo', reviewPhoto));
