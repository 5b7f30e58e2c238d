import { isCatalogueCategory } from '@/lib/backend/cached';

/** False only for a slug the backend says is no category; when it cannot answer, the view shows its error state. */
export async function mayBeCategory(slug: string): Promise<boolean> {
  try {
    return await isCatalogueCategory(slug);
  } catch {
    return true;
  }
}
