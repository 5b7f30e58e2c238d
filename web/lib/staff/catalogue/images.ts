import 'server-only';
import { DomainError, isDomainError } from '@/lib/academy/errors';
import { preparePhoto } from '@/lib/academy/review-photos';
import { getDb, tables } from '@/lib/db';
import { storedImage } from '@/lib/db/stored-images';
import { audit } from '../audit';

const { catalogueImages } = tables;

/** Where the site serves an uploaded catalogue image. */
export const catalogueImagePath = (id: number) => `/api/catalogue/images/${id}`;

/**
 * An image uploaded in the console (a course cover, a trainer photo, a category icon): checked by its bytes and
 * re-encoded exactly as review photos are (lib/academy/review-photos.ts), then kept in the database, which every
 * instance reads. Answers the address to put in the form.
 */
export async function storeCatalogueImage(
  staffId: number,
  bytes: Buffer,
): Promise<{ url: string; width: number; height: number }> {
  let photo: Awaited<ReturnType<typeof preparePhoto>>;
  try {
    photo = await preparePhoto(bytes);
  } catch (error) {
    // The review form's field is imageOfStudent; the console's is image.
    if (isDomainError(error)) throw new DomainError(error.kind, error.message, { fields: { image: error.message } });
    throw error;
  }
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(catalogueImages).values(photo).returning({ id: catalogueImages.id });
    await audit(tx, staffId, 'image.upload', `image:${row!.id}`, {
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
    });
    return row!.id;
  });
  return { url: catalogueImagePath(id), width: photo.width, height: photo.height };
}

export const catalogueImage = async (id: number) => storedImage(await getDb(), catalogueImages, id);
