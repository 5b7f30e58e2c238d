import { cachedCategories } from '@/lib/backend/cached';
import { slugify } from '@/lib/slug';

/** False only for a slug the backend says is no category; when it cannot answer, the view shows its error state. */
export async function mayBeCategory(slug: string): Promise<boolean> {
  try {
    return (await cachedCategories()).some((c) => slugify(c.category) === slug);
  } catch {
    return true;
  }
}
