import 'server-only';
import { getDb } from '@/lib/db';
import { audit } from '../audit';

/** Who recorded a payment by hand from the Payments page's check, and what it did (issue 55). */
export async function auditPaymentRecorded(staffId: number, paymentId: string, outcome: string) {
  await audit(await getDb(), staffId, 'payment.recorded-by-hand', `payment:${paymentId}`, { outcome });
}
