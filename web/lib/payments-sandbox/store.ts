import 'server-only';
import { globalSingleton } from '@/lib/global-singletons';
import {
  newOrder,
  newPayment,
  newRefund,
  orderAfterAttempt,
  refundable,
  type OrderEntity,
  type OrderInput,
  type PaymentEntity,
  type PaymentLinkEntity,
  type PaymentOutcome,
  type RefundEntity,
  type RefundInput,
} from './entities';
import { newId } from './ids';
import type { PaymentsQuery } from './request-input';

/**
 * A webhook as queued: its id and exact body stay the same on every retry and replay. `paymentId`: the payment it is
 * about (a link's events before it is paid: the link), whose events go out one after the other.
 */
export type StoredEvent = Readonly<{ id: string; event: string; paymentId: string; body: string }>;

type Store = {
  orders: Map<string, OrderEntity>;
  /** In the order made, so the newest are last. */
  payments: Map<string, PaymentEntity>;
  paymentsByOrder: Map<string, string[]>;
  refunds: Map<string, RefundEntity>;
  links: Map<string, PaymentLinkEntity>;
  events: Map<string, StoredEvent>;
  /** Per payment, the end of its webhooks' delivery chain (./webhook-delivery.ts): they go out in the order queued. */
  deliveryChains: Map<string, Promise<void>>;
  /** Per event, when its failure was last logged, so a dead endpoint gives a line a minute, not one per retry. */
  lastWarnedAt: Map<string, number>;
  /** The events a webhook delivery was answered 2xx for: what the dashboard shows as delivered. */
  delivered: Set<string>;
  /** While webhooks are held (the sandbox's stand-in for an outage of Razorpay's): the way to let them go. */
  held: { until: Promise<void>; release: () => void } | null;
};

// One store per process: Next loads this module once per route bundle (the REST API's and the checkout's), and both
// must see the same orders. Memory only: the sandbox stands in for a remote service, and a restart forgets.
const store = globalSingleton(
  'paymentsSandbox',
  (): Store => ({
    orders: new Map(),
    payments: new Map(),
    paymentsByOrder: new Map(),
    refunds: new Map(),
    links: new Map(),
    events: new Map(),
    deliveryChains: new Map(),
    lastWarnedAt: new Map(),
    delivered: new Set(),
    held: null,
  }),
);

/** A server left running for weeks on the sandbox forgets its oldest orders (and their payments) past these. */
const MAX_ORDERS = 20_000;
const MAX_EVENTS = 50_000;

export const unixNow = () => Math.floor(Date.now() / 1000);

export function createOrder(input: OrderInput): OrderEntity {
  const order = newOrder(input, newId('order'), unixNow());
  store.orders.set(order.id, order);
  store.paymentsByOrder.set(order.id, []);
  forgetOldOrders();
  return order;
}

export const findOrder = (id: string): OrderEntity | undefined => store.orders.get(id);
export const findPayment = (id: string): PaymentEntity | undefined => store.payments.get(id);

/** An order's payments, newest first (as Razorpay lists them). */
export const paymentsOfOrder = (orderId: string): PaymentEntity[] =>
  (store.paymentsByOrder.get(orderId) ?? []).map((id) => store.payments.get(id)!).reverse();

/** The order's captured payment, if it is paid. */
export const capturedPaymentOf = (orderId: string): PaymentEntity | undefined =>
  paymentsOfOrder(orderId).find((payment) => payment.status === 'captured');

/** `GET /payments`: newest first, within `from`..`to` (unix seconds, both included), a page of `count` after `skip`. */
export function listPayments({ from, to, count, skip }: PaymentsQuery): PaymentEntity[] {
  const page: PaymentEntity[] = [];
  let skipped = 0;
  for (const payment of [...store.payments.values()].reverse()) {
    if ((from !== null && payment.created_at < from) || (to !== null && payment.created_at > to)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    page.push(payment);
    if (page.length === count) break;
  }
  return page;
}

export type Attempt =
  | { ok: true; order: OrderEntity; payment: PaymentEntity }
  | { ok: false; reason: 'unknown-order' | 'already-paid' };

/**
 * Records one payment attempt on an order. Synchronous from the check to the write, so two submissions at once (two
 * tabs, a double click) cannot both pay: the second finds the order paid.
 */
export function attemptPayment(orderId: string, outcome: PaymentOutcome): Attempt {
  const order = store.orders.get(orderId);
  if (!order) return { ok: false, reason: 'unknown-order' };
  if (order.status === 'paid') return { ok: false, reason: 'already-paid' };
  const payment = newPayment(order, outcome, newId('pay'), unixNow());
  const moved = orderAfterAttempt(order, payment);
  store.payments.set(payment.id, payment);
  store.paymentsByOrder.get(orderId)!.push(payment.id);
  store.orders.set(orderId, moved);
  return { ok: true, order: moved, payment };
}

export type RefundAttempt =
  | { ok: true; refund: RefundEntity; payment: PaymentEntity }
  | { ok: false; reason: 'not-captured' | 'too-much' };

/**
 * Gives back `input.amount` paise of a captured payment (all that is left without an amount). Synchronous from the
 * check to the write, so two refunds at once cannot give back more than was paid.
 */
export function refundPayment(payment: PaymentEntity, input: RefundInput): RefundAttempt {
  const current = store.payments.get(payment.id) ?? payment;
  const left = refundable(current);
  if (left <= 0) return { ok: false, reason: current.status === 'failed' ? 'not-captured' : 'too-much' };
  const amount = input.amount ?? left;
  if (amount > left) return { ok: false, reason: 'too-much' };
  const { refund, payment: after } = newRefund(current, amount, input, newId('rfnd'), unixNow());
  store.refunds.set(refund.id, refund);
  store.payments.set(after.id, after);
  return { ok: true, refund, payment: after };
}

export const findRefund = (id: string): RefundEntity | undefined => store.refunds.get(id);

/** A payment's refunds, newest first. */
export const refundsOfPayment = (paymentId: string): RefundEntity[] =>
  [...store.refunds.values()].filter((refund) => refund.payment_id === paymentId).reverse();

export function storeEvent(event: StoredEvent): void {
  store.events.set(event.id, event);
  forgetOldest(store.events, MAX_EVENTS);
}

export const findEvent = (id: string): StoredEvent | undefined => store.events.get(id);

export const markDelivered = (id: string) => void store.delivered.add(id);

/** A payment's webhooks in the order queued, and whether each was delivered (the dashboard's webhook log). */
export const eventsOfPayment = (paymentId: string) =>
  [...store.events.values()]
    .filter((event) => event.paymentId === paymentId)
    .map(({ id, event }) => ({ id, entity: 'event', event, delivered: store.delivered.has(id) }));

/** The state ./webhook-delivery.ts keeps per process, on the same singleton. */
export const deliveryState = () => ({ chains: store.deliveryChains, lastWarnedAt: store.lastWarnedAt });

function forgetOldOrders(): void {
  while (store.orders.size > MAX_ORDERS) {
    const oldest = store.orders.keys().next().value!;
    for (const paymentId of store.paymentsByOrder.get(oldest) ?? []) store.payments.delete(paymentId);
    store.paymentsByOrder.delete(oldest);
    store.orders.delete(oldest);
  }
}

/** Maps keep insertion order: the first keys are the oldest. */
function forgetOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next().value!;
    map.delete(oldest);
    if (typeof oldest === 'string') store.delivered.delete(oldest);
  }
}

export const findLink = (id: string): PaymentLinkEntity | undefined => store.links.get(id);

/** Keeps a new or changed link; false for a new one whose reference id another link has (Razorpay refuses those). */
export function keepLink(link: PaymentLinkEntity, isNew: boolean): boolean {
  if (isNew && [...store.links.values()].some((other) => other.reference_id === link.reference_id)) return false;
  store.links.set(link.id, link);
  forgetOldest(store.links, MAX_ORDERS);
  return true;
}

/**
 * Holds every webhook not yet sent (`true`) or lets them all go (`false`): the sandbox dashboard's way to play a
 * webhook outage, so the site's check of captured payments it has not recorded can be tried.
 */
export function holdWebhooks(hold: boolean): void {
  if (hold && !store.held) {
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    store.held = { until, release };
  } else if (!hold && store.held) {
    store.held.release();
    store.held = null;
  }
}

/** Resolves at once, or when held webhooks are let go. */
export const webhooksGo = (): Promise<void> => store.held?.until ?? Promise.resolve();
