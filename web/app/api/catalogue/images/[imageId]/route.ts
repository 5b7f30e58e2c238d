import { notFound } from '@/lib/academy/errors';
import { parseId } from '@/lib/academy/query-params';
import { immutableFile } from '@/lib/http/immutable-file';
import { respond } from '@/lib/http/respond';
import { catalogueImage } from '@/lib/staff/catalogue/images';

// An image uploaded in the staff console (issue 29); like review photos, never changed under its id.
export const GET = (_request: Request, { params }: RouteContext<'/api/catalogue/images/[imageId]'>) =>
  respond(async () => {
    const imageId = parseId('imageId', (await params).imageId);
    const image = await catalogueImage(imageId);
    if (!image) throw notFound(`Image ${imageId} not found`);
    return immutableFile(image);
  });
