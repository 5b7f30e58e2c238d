import 'server-only';
import { createHash } from 'node:crypto';
import { and, gt, inArray, like, lte, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { maxClockSkewMs, maxSignatureAgeMs } from './webhook';

const { rateLimitHits } = tables;

const PREFIX = 'webhook-delivery:';
/** A signature stays acceptable for its age limit plus the clock skew allowed ahead, so it is remembered as long. */
export const DELIVERY_MEMORY_MS = maxSignatureAgeMs + maxClockSkewMs;

/**
 * Remembers a webhook delivery and says whether it is the first with any of its keys in the last few minutes. The
 * keys are Sanity's idempotency-key (the same on a retry, even one signed anew) and the signature (one per signed
 * body and time, and unlike the idempotency-key header it cannot be changed by whoever replays a captured call).
 * Kept in the database, in the rate limiter's table, so every app instance shares the memory; the check and the
 * insert run under advisory locks on the keys, so two copies arriving at once cannot both be first.
 */
export async function isFirstDelivery(keys: Array<string | null | undefined>, now = new Date()): Promise<boolean> {
  const ids = [...new Set(keys.filter((k): k is string => !!k))].map((k) => PREFIX + createHash('sha256').update(k).digest('hex')).sort();
  if (!ids.length) return true;
  const since = new Date(now.getTime() - DELIVERY_MEMORY_MS);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Sorted, so two deliveries sharing keys take the locks in the same order and cannot deadlock.
    for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${id}))`);
    await tx.delete(rateLimitHits).where(and(like(rateLimitHits.key, `${PREFIX}%`), lte(rateLimitHits.hitAt, since)));
    const seen = await tx
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, ids), gt(rateLimitHits.hitAt, since)))
      .limit(1);
    if (seen.length) return false;
    await tx.insert(rateLimitHits).values(ids.map((key) => ({ key, hitAt: now })));
    return true;
  });
}
