import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';

const { paymentOrders } = tables;

/** The gateway's order already made for a fee, if any. */
export async function orderOfFee(feeId: number): Promise<{ gatewayOrderId: string; amountPaise: number } | null> {
  const db = await getDb();
  const [order] = await db
    .select({ gatewayOrderId: paymentOrders.gatewayOrderId, amountPaise: paymentOrders.amountPaise })
    .from(paymentOrders)
    .where(eq(paymentOrders.feeId, feeId));
  return order ?? null;
}

/**
 * Keeps the order the gateway made for a fee, unless another press of Pay kept one first (fifty at once make one
 * order that counts): the one kept is returned. The gateway's other orders are never paid and expire there.
 */
export async function keepOrder(
  feeId: number,
  gatewayOrderId: string,
  amountPaise: number,
): Promise<{ gatewayOrderId: string; amountPaise: number }> {
  const db = await getDb();
  await db
    .insert(paymentOrders)
    .values({ feeId, gatewayOrderId, amountPaise })
    .onConflictDoNothing({ target: paymentOrders.feeId });
  return (await orderOfFee(feeId))!;
}
