import { eq } from 'drizzle-orm';
import type { Db } from './database';
import type { catalogueImages, reviewPhotos } from './schema';

/** An uploaded image as the site serves it (a review photo, a catalogue image): its bytes and type; none if unknown. */
export async function storedImage(db: Db, table: typeof reviewPhotos | typeof catalogueImages, id: number) {
  const [row] = await db
    .select({ bytes: table.bytes, contentType: table.contentType })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}
