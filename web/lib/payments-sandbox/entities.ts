import 'server-only';

// The order and payment entities in the shapes of Razorpay's API v1, and how a payment attempt moves an order. Pure:
// ids and times come in, so the unit test can pin them.

/** Razorpay's notes: at most 15 keys, each value a short string or number. */
export type Notes = Readonly<Record<string, string | number>>;

export type OrderStatus = 'created' | 'attempted' | 'paid';

export type OrderEntity = Readonly<{
  id: string;
  entity: 'order';
  /** In paise, as every amount here. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes;
  /** Unix seconds, as every time here. */
  created_at: number;
}>;

export type PaymentMethod = 'upi' | 'card';

export type PaymentEntity = Readonly<{
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  /** 'refunded' once all of it is given back. */
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  notes: Notes;
  /** Razorpay's fee with its GST included, and that GST; null on a failed payment, which costs nothing. */
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}>;

export type RefundEntity = Readonly<{
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  /** The sandbox's refunds are processed at once. */
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}>;

export type OrderInput = { amount: number; currency: 'INR'; receipt: string | null; notes: Notes };
export type RefundInput = { amount: number | null; receipt: string | null; notes: Notes };

/** A failed payment's error, as Razorpay reports a customer's failed authentication (the callback gets it too). */
export const PAYMENT_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

/** Razorpay's standard rate, 2 % of the amount, and 18 % GST on that fee; `fee` includes the GST. */
const FEE_RATE = 0.02;
const GST_RATE = 0.18;

export function newOrder(input: OrderInput, id: string, createdAt: number): OrderEntity {
  return {
    id,
    entity: 'order',
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: input.currency,
    receipt: input.receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: input.notes,
    created_at: createdAt,
  };
}

/** How the customer left the checkout page: paid by a method, or made the payment fail. */
export type PaymentOutcome = { paid: true; method: PaymentMethod } | { paid: false };

/**
 * The payment of one attempt on `order`. Checkout asks the customer for email and phone; the site passes them on as
 * the order's notes `email` and `contact`, so the sandbox takes them from there (null when absent).
 */
export function newPayment(order: OrderEntity, outcome: PaymentOutcome, id: string, createdAt: number): PaymentEntity {
  const base = Math.round(order.amount * FEE_RATE);
  const tax = Math.round(base * GST_RATE);
  const failure = outcome.paid ? null : PAYMENT_FAILURE;
  return {
    id,
    entity: 'payment',
    amount: order.amount,
    currency: 'INR',
    status: outcome.paid ? 'captured' : 'failed',
    order_id: order.id,
    invoice_id: null,
    international: false,
    // A failed attempt still had a method; UPI is the commonest in India.
    method: outcome.paid ? outcome.method : 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: outcome.paid,
    description: null,
    email: noteText(order.notes.email),
    contact: noteText(order.notes.contact),
    notes: {},
    fee: outcome.paid ? base + tax : null,
    tax: outcome.paid ? tax : null,
    error_code: failure?.code ?? null,
    error_description: failure?.description ?? null,
    error_source: failure?.source ?? null,
    error_step: failure?.step ?? null,
    error_reason: failure?.reason ?? null,
    created_at: createdAt,
  };
}

const noteText = (value: string | number | undefined) => (value === undefined ? null : String(value));

/**
 * The order after `payment` was attempted on it: every attempt counts; a captured payment pays it in full, a failed
 * one leaves it 'attempted'. An order already paid takes no more payments (the store refuses before this).
 */
export function orderAfterAttempt(order: OrderEntity, payment: PaymentEntity): OrderEntity {
  if (order.status === 'paid') throw new Error(`order ${order.id} is already paid`);
  const attempts = order.attempts + 1;
  if (payment.status === 'captured') {
    return { ...order, status: 'paid', amount_paid: payment.amount, amount_due: 0, attempts };
  }
  return { ...order, status: 'attempted', attempts };
}

/** What is left to give back of a payment: nothing of one that was never captured. */
export const refundable = (payment: PaymentEntity) =>
  payment.status === 'failed' ? 0 : payment.amount - payment.amount_refunded;

/** A refund of `amount` paise (all that is left when the input names none) from `payment`, processed at once. */
export function newRefund(payment: PaymentEntity, amount: number, input: RefundInput, id: string, createdAt: number) {
  const refund: RefundEntity = {
    id,
    entity: 'refund',
    amount,
    currency: 'INR',
    payment_id: payment.id,
    notes: input.notes,
    receipt: input.receipt,
    acquirer_data: { arn: null },
    created_at: createdAt,
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
  const refunded = payment.amount_refunded + amount;
  const full = refunded >= payment.amount;
  const after: PaymentEntity = {
    ...payment,
    amount_refunded: refunded,
    refund_status: full ? 'full' : 'partial',
    status: full ? 'refunded' : payment.status,
  };
  return { refund, payment: after };
}

export type PaymentLinkStatus = 'created' | 'paid' | 'cancelled' | 'expired';

/** A payment link in the shape of Razorpay's Payment Links API (the parts the sandbox keeps). */
export type PaymentLinkEntity = Readonly<{
  id: string;
  amount: number;
  amount_paid: number;
  currency: 'INR';
  accept_partial: false;
  first_min_partial_amount: 0;
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  notify: { sms: boolean; email: boolean };
  reminder_enable: boolean;
  reference_id: string;
  /** Unix seconds; 0 for a link that does not expire. */
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  callback_url: string;
  callback_method: 'get' | '';
  notes: Notes;
  status: PaymentLinkStatus;
  short_url: string;
  payments: { payment_id: string; amount: number; method: string; status: string; created_at: number }[] | null;
  upi_link: false;
  user_id: string;
  created_at: number;
  updated_at: number;
}>;

/** What `POST /payment_links` takes: the link's own fields, the rest being Razorpay's to fill. */
export type PaymentLinkInput = Pick<
  PaymentLinkEntity,
  | 'amount'
  | 'description'
  | 'customer'
  | 'notify'
  | 'reminder_enable'
  | 'reference_id'
  | 'expire_by'
  | 'callback_url'
  | 'callback_method'
  | 'notes'
>;

export function newPaymentLink(input: PaymentLinkInput, id: string, shortUrl: string, createdAt: number) {
  const link: PaymentLinkEntity = {
    ...input,
    id,
    amount_paid: 0,
    currency: 'INR',
    accept_partial: false,
    first_min_partial_amount: 0,
    expired_at: 0,
    cancelled_at: 0,
    status: 'created',
    short_url: shortUrl,
    payments: null,
    upi_link: false,
    user_id: '',
    created_at: createdAt,
    updated_at: createdAt,
  };
  return link;
}

/** The link once `payment` (captured) paid it. */
export const linkPaidBy = (link: PaymentLinkEntity, payment: PaymentEntity, at: number): PaymentLinkEntity => ({
  ...link,
  status: 'paid',
  amount_paid: payment.amount,
  payments: [
    ...(link.payments ?? []),
    { payment_id: payment.id, amount: payment.amount, method: payment.method, status: 'captured', created_at: at },
  ],
  updated_at: at,
});
