import 'server-only';
import { z } from 'zod';
import type { GatewayPayment } from '@/lib/academy/payments/record';
import type { GatewayRefund } from '@/lib/academy/payments/refunds';

/** Razorpay's ids: a prefix, an underscore, 14 letters and digits ('pay_29QQoUBi66xm2f'); a little room either way. */
export const gatewayId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{8,32}$`));

/** The parts of Razorpay's order entity the site reads. */
export const orderEntity = z.object({
  id: gatewayId('order'),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.string(),
  receipt: z.string().nullish(),
});

/** The parts of Razorpay's payment entity the site reads. */
export const paymentEntity = z.object({
  id: gatewayId('pay'),
  order_id: gatewayId('order'),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
  created_at: z.number().int().nonnegative().optional(),
});

/** A page of Razorpay's payments (`GET /payments`). */
export const paymentCollection = z.object({ count: z.number().int(), items: z.array(paymentEntity) });

/** A payment entity in the domain's words: captured and failed are recorded; authorised and the rest wait. */
export const domainPayment = (p: z.infer<typeof paymentEntity>): GatewayPayment => ({
  paymentId: p.id,
  orderId: p.order_id,
  amountPaise: p.currency === 'INR' ? p.amount : 0,
  method: p.method ?? '',
  status: p.status === 'captured' ? 'captured' : p.status === 'failed' ? 'failed' : 'other',
  failure: p.error_description ?? null,
});

/** The parts of Razorpay's refund entity the site reads. */
export const refundEntity = z.object({
  id: gatewayId('rfnd'),
  payment_id: gatewayId('pay'),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.string(),
  receipt: z.string().nullish(),
});

/** A refund entity in the domain's words: Razorpay's 'created' is still pending. */
export const domainRefund = (r: z.infer<typeof refundEntity>): GatewayRefund => ({
  refundId: r.id,
  paymentId: r.payment_id,
  amountPaise: r.currency === 'INR' ? r.amount : 0,
  receipt: r.receipt ?? null,
  status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
});

/** The parts of Razorpay's payment link entity the site reads. */
export const paymentLinkEntity = z.object({
  id: gatewayId('plink'),
  short_url: z.string().url(),
  status: z.string(),
  reference_id: z.string().nullish(),
});
