import 'server-only';
import { and, eq } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';

const { slugRedirects } = tables;

/**
 * A rename moved a course's or category's page (the slug is the name's): the old address is remembered, so it
 * answers 308 to the new one. A name given back to the old address needs no redirect from it any more, and a
 * redirect row is found again by its old slug, so chained renames (a -> b -> c) all point at the record itself.
 */
export async function rememberOldAddress(
  tx: Tx,
  kind: 'course' | 'category',
  targetId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, newSlug)));
  if (oldSlug === newSlug) return;
  await tx
    .insert(slugRedirects)
    .values({ kind, oldSlug, targetId })
    .onConflictDoUpdate({
      target: [slugRedirects.kind, slugRedirects.oldSlug],
      set: { targetId, createdAt: new Date() },
    });
}
