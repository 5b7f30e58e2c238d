import 'server-only';
import { createHash } from 'node:crypto';
import { isDomainError } from '@/lib/academy/errors';
import { reserve, type Budget } from '@/lib/academy/rate-limit';
import { env } from '@/lib/env';
import { maxClockSkewMs, maxSignatureAgeMs } from './webhook';

/** A signature stays acceptable for its age limit plus the clock skew allowed ahead, so it is remembered as long. */
export const DELIVERY_MEMORY_MS = maxSignatureAgeMs + maxClockSkewMs;

/** One delivery per key for as long as its signature could be accepted. */
const delivery: Budget = {
  kind: 'budget',
  name: 'webhook-delivery',
  limit: 1,
  windowSeconds: DELIVERY_MEMORY_MS / 1000,
  message: 'This delivery was already received',
};

/**
 * Remembers a webhook delivery and says whether it is the first with any of its keys in the last few minutes. The
 * keys are Sanity's idempotency-key (the same on a retry, even one signed anew) and the signature (one per signed
 * body and time, and unlike the idempotency-key header it cannot be changed by whoever replays a captured call).
 * Kept in the rate limiter's table, so every app instance shares the memory; its reserve() counts every key in one
 * transaction, all or none, with one upsert per key that locks the key's row, so two copies arriving at once cannot
 * both be first.
 */
export async function isFirstDelivery(keys: Array<string | null | undefined>): Promise<boolean> {
  // Sorted, so two deliveries sharing keys lock their rows in the same order and cannot deadlock.
  const ids = [...new Set(keys.filter((k): k is string => !!k))]
    .map((k) => createHash('sha256').update(k).digest('hex'))
    .sort();
  if (!ids.length) return true;
  if (env.ACADEMY_API_URL) return isFirstInThisProcess(ids);
  try {
    await reserve(ids.map((id) => [delivery, id] as const));
    return true;
  } catch (error) {
    if (isDomainError(error, 'limited')) return false;
    throw error;
  }
}

// With ACADEMY_API_URL this app keeps no database (lib/startup.ts), so the deliveries are remembered in memory:
// per instance, which at worst revalidates the same tags once more on another one. Only signed calls get here.
const remembered = new Map<string, number>();

function isFirstInThisProcess(ids: string[]): boolean {
  const now = Date.now();
  for (const [id, until] of remembered) if (until <= now) remembered.delete(id);
  if (ids.some((id) => remembered.has(id))) return false;
  for (const id of ids) remembered.set(id, now + DELIVERY_MEMORY_MS);
  return true;
}
