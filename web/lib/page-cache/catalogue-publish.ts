import 'server-only';
import { revalidateTag } from 'next/cache';
import { backendTags } from '@/lib/backend/cache-tags';
import type { Touched } from '@/lib/staff/catalogue/touched';
import { forgetCatalogueLookups } from './catalogue-lookups';

/**
 * Makes a committed catalogue change live on the next request of every page that shows it (issue 29): the course
 * tags of what it touched, the lists and the home picks, or everything; and the proxy's remembered addresses. The
 * tags reach every instance through the shared cache (REDIS_URL); the change's transaction announced itself to the
 * other instances' address lookups (lib/db/catalogue-changes.ts). Call it from a route handler, after the commit.
 */
export function publishCatalogue(touched: Touched): void {
  const tags = touched.everything
    ? [backendTags.all]
    : [backendTags.catalogue, backendTags.ranking, ...touched.courseNames.map((name) => backendTags.course(name))];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  forgetCatalogueLookups();
}
