import 'server-only';
import { RecentlyUsed } from '@/lib/cache/recently-used';
import { copiesStayCurrent, isCurrentCopy, revalidationEpoch } from '@/lib/cache/revalidation-epoch';
import { SerializedRead } from './cacheable-read';
import { globalSingleton } from '@/lib/global-singletons';

/**
 * Issue 31: the spec's listCourses search as fast as a static page. A stored read still costs, on every request,
 * decoding Next's cache entry, JSON.stringify, encoding the text as UTF-8 and a SHA-256 of the body for its ETag;
 * for a page of 50 courses that was most of the request. So a public read's serialized answer is kept here, in this
 * process's memory, by the read's arguments written one way, and used while no tag has been revalidated since it
 * was made (revalidation-epoch.ts): a write is on the very next request, as it was.
 */

/** At most this many bytes of answers in all, the least recently used dropped first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A longer answer (the whole catalogue) is not kept. */
const MAX_BODY_BYTES = 512 * 1024;

type Remembered = { read: SerializedRead; epoch: number; madeAt: number };

const reads = globalSingleton(
  'rememberedReads',
  () => new RecentlyUsed<Remembered>(MAX_BYTES, (entry) => entry.read.bytes.byteLength),
);

/**
 * The serialized answer of `read` for `key` (a name for the read and its arguments, written one way): the one kept,
 * while current (for at most 30 s), or a new one, kept when no revalidation came while it was read. A failed read
 * keeps nothing.
 */
export async function rememberedRead(key: string, read: () => Promise<unknown>): Promise<SerializedRead> {
  if (!copiesStayCurrent()) return new SerializedRead(await read());
  const epoch = revalidationEpoch();
  const kept = reads.get(key);
  if (kept && isCurrentCopy(kept)) {
    reads.keep(key, kept);
    return kept.read;
  }
  const made = new SerializedRead(await read());
  if (revalidationEpoch() === epoch && made.bytes.byteLength <= MAX_BODY_BYTES)
    reads.keep(key, { read: made, epoch, madeAt: Date.now() });
  return made;
}
