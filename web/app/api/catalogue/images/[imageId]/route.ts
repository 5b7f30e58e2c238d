import { storedFileById } from '@/lib/http/immutable-file';
import { respond } from '@/lib/http/respond';
import { catalogueImage } from '@/lib/staff/catalogue/images';

// An image uploaded in the staff console (issue 29); like review photos, never changed under its id.
export const GET = (_request: Request, { params }: RouteContext<'/api/catalogue/images/[imageId]'>) =>
  respond(async () => storedFileById('imageId', (await params).imageId, 'Image', catalogueImage));
