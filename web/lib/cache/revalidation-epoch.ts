import { globalSingleton } from '@/lib/global-singletons';
import { onTagRevalidated } from '@/lib/next-internals/tags-manifest';

/**
 * A count of this process's tag revalidations, for copies kept outside Next's caches (the proxy's gzipped pages, the
 * API's serialized reads): a copy made at one count is current while the count has not moved. Next records every
 * revalidation (revalidateTag, the seed's NOTIFY, recordRevalidation) in its tag manifest, which is watched from the
 * first call on (lib/next-internals). The proxy's bundle and the routes' bundles each load this file, and share the
 * count as one per process, so the manifest is wrapped once.
 */
export function revalidationEpoch(): number {
  return globalSingleton('revalidations', watchRevalidations).count;
}

function watchRevalidations() {
  const revalidations = { count: 0 };
  onTagRevalidated(() => revalidations.count++);
  return revalidations;
}

/**
 * Whether this process may keep such copies: not under `next dev`, which stores nothing (a copy would only be made
 * twice), and not with REDIS_URL, where another instance's revalidation reaches this process only when Next next
 * asks Redis about a tag (lib/redis), never this count.
 */
export const copiesStayCurrent = () => process.env.NODE_ENV === 'production' && !process.env.REDIS_URL;

/** How long a copy serves before it is made again, for what expires by time rather than by a revalidation. */
const COPY_KEEP_MS = 30_000;

/** A copy made at `epoch` (revalidationEpoch() when its making began), `madeAt` ms: current, or to be made again. */
export const isCurrentCopy = (copy: { epoch: number; madeAt: number }) =>
  copy.epoch === revalidationEpoch() && Date.now() - copy.madeAt < COPY_KEEP_MS;
