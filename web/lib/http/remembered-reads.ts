import 'server-only';
import { copiesStayCurrent, revalidationEpoch } from '@/lib/cache/revalidation-epoch';
import { SerializedRead } from './cacheable-read';

/**
 * Issue 31: the spec's listCourses search as fast as a static page. A stored read still costs, on every request,
 * decoding Next's cache entry, JSON.stringify, encoding the text as UTF-8 and a SHA-256 of the body for its ETag;
 * for a page of 50 courses that was most of the request. So a public read's serialized answer is kept here, in this
 * process's memory, by the read's arguments written one way, and used while no tag has been revalidated since it
 * was made (revalidation-epoch.ts): a write is on the very next request, as it was.
 */

/** How long an answer serves before it is read again, for reads whose stored entry expires by time. */
const KEEP_MS = 30_000;
/** At most this many bytes of answers in all, the least recently used dropped first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A longer answer (the whole catalogue) is not kept. */
const MAX_BODY_BYTES = 512 * 1024;

type Remembered = { read: SerializedRead; epoch: number; madeAt: number };
/** By key, the most recently used last, and their bodies' bytes in all. */
type Reads = { byKey: Map<string, Remembered>; bytes: number };

const holder = globalThis as typeof globalThis & { __academyRememberedReads?: Reads };
const reads = (holder.__academyRememberedReads ??= { byKey: new Map(), bytes: 0 });

/**
 * The serialized answer of `read` for `key` (a name for the read and its arguments, written one way): the one kept,
 * while current, or a new one, kept when no revalidation came while it was read. A failed read keeps nothing.
 */
export async function rememberedRead(key: string, read: () => Promise<unknown>): Promise<SerializedRead> {
  if (!copiesStayCurrent()) return new SerializedRead(await read());
  const epoch = revalidationEpoch();
  const kept = reads.byKey.get(key);
  if (kept && kept.epoch === epoch && Date.now() - kept.madeAt < KEEP_MS) {
    keep(key, kept);
    return kept.read;
  }
  const made = new SerializedRead(await read());
  if (revalidationEpoch() === epoch && made.bytes.byteLength <= MAX_BODY_BYTES) {
    keep(key, { read: made, epoch, madeAt: Date.now() });
    for (const [oldest] of reads.byKey) {
      if (reads.bytes <= MAX_BYTES) break;
      drop(oldest);
    }
  }
  return made;
}

/** Keeps `entry` as the most recently used. */
function keep(key: string, entry: Remembered) {
  drop(key);
  reads.byKey.set(key, entry);
  reads.bytes += entry.read.bytes.byteLength;
}

function drop(key: string) {
  const entry = reads.byKey.get(key);
  if (!entry) return;
  reads.byKey.delete(key);
  reads.bytes -= entry.read.bytes.byteLength;
}
