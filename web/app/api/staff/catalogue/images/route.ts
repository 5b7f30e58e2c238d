import type { NextRequest } from 'next/server';
import { invalid } from '@/lib/academy/errors';
import { readMultipart } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { storeCatalogueImage } from '@/lib/staff/catalogue/images';
import { requireStaff } from '@/lib/staff/guard';
import { MAX_PHOTO_BYTES } from '@/lib/validation/review';

/** An admin uploads an image (multipart field `image`) -> 201 `{url, width, height}` to put in a catalogue form. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const form = await readMultipart(request, MAX_PHOTO_BYTES + 64 * 1024);
    const file = form.get('image');
    if (!(file instanceof File) || file.size === 0)
      throw invalid('Choose an image', { fields: { image: 'Choose an image' } });
    return Response.json(await storeCatalogueImage(member.id, Buffer.from(await file.arrayBuffer())), { status: 201 });
  });
