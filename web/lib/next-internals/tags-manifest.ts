import { createRequire } from 'node:module';
import type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';

// Next keeps every tag's last revalidation in one in-process map, which both of its caches consult: the 'use cache'
// entries (cacheHandlers) and the rendered pages and route answers (cacheHandler). It is a CommonJS module shared by
// the server and the page bundles, so it is loaded the way they load it, as one instance. README.md, reach 1.
const require = createRequire(import.meta.url);
export const { tagsManifest, areTagsExpired, areTagsStale } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external') as typeof import('next/dist/server/lib/incremental-cache/tags-manifest.external');

export type { TagManifestEntry };

/**
 * Records a revalidation of these tags in this process, with the arithmetic of Next's in-memory handler
 * (cache-handlers/default.js `updateTags`) on the wall clock, and returns the new entries. Without durations the tags
 * expire now, as revalidateTag(tag, { expire: 0 }) does; this also works outside a request, where revalidateTag
 * cannot run (it needs a request's work store). README.md, reach 2.
 */
export function recordRevalidation(
  tags: readonly string[],
  durations?: { expire?: number },
): Record<string, TagManifestEntry> {
  const now = Date.now();
  const entries: Record<string, TagManifestEntry> = {};
  for (const tag of tags) {
    const entry: TagManifestEntry = { ...tagsManifest.get(tag) };
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else {
      entry.expired = now;
    }
    tagsManifest.set(tag, entry);
    entries[tag] = entry;
  }
  return entries;
}

/**
 * Calls `listener` after every write of Next's tag manifest in this process, from then on: revalidateTag and
 * revalidatePath (through either cache's `updateTags`/`revalidateTag`), another instance's revalidation brought in
 * (lib/redis/shared-tags.ts) and recordRevalidation. Next offers no event for a revalidation, so its map's `set` is
 * wrapped; call this once per process (the caller keeps its state in lib/global-singletons.ts). README.md, reach 3.
 */
export function onTagRevalidated(listener: (tag: string) => void): void {
  const set = tagsManifest.set.bind(tagsManifest);
  tagsManifest.set = (tag, entry) => {
    listener(tag);
    return set(tag, entry);
  };
}
