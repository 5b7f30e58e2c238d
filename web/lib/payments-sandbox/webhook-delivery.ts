import 'server-only';
import { sandboxConfig } from './config';
import type { OrderEntity, PaymentEntity, PaymentLinkEntity, RefundEntity } from './entities';
import { newId } from './ids';
import { webhookSignature } from './signing';
import { deliveryState, findEvent, markDelivered, storeEvent, type StoredEvent, unixNow, webhooksGo } from './store';
import { type LinkEventName, linkEventBody, webhookEventBody, type WebhookEventName } from './webhook-events';

// Razorpay posts each webhook until the merchant's server answers 2xx, retrying with a growing wait for a day. The
// sandbox does the same, after the checkout has answered: a slow or dead webhook never holds the customer's page.

const ATTEMPT_TIMEOUT_MS = 5_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;
const GIVE_UP_AFTER_MS = 24 * 3600 * 1000;
/** A failing event is logged at most this often: a dead endpoint is retried every 30 s for a day. */
const WARN_EVERY_MS = 60_000;

/** The wait after the n-th failed attempt (n from 1): 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (failures: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(Math.max(0, failures - 1), 16));

export type Webhook = {
  event: WebhookEventName;
  payment: PaymentEntity;
  order: OrderEntity | null;
  refund?: RefundEntity;
};

/**
 * Queues the webhooks of one payment, to go out one after the other in this order (each after the one before it
 * was answered 2xx or given up on). Returns their event ids at once; delivery happens later.
 */
export function queueWebhooks(webhooks: readonly Webhook[]): string[] {
  const createdAt = unixNow();
  return webhooks.map(({ event, payment, order, refund }) =>
    queue(event, payment.id, webhookEventBody(event, payment, { order, refund }, createdAt)),
  );
}

/**
 * Queues an event of a payment link: after the payment's own events when it is paid (one chain per payment), on the
 * link's chain otherwise.
 */
export function queueLinkWebhook(
  event: LinkEventName,
  link: PaymentLinkEntity,
  paid: { payment: PaymentEntity; order: OrderEntity } | null,
): string {
  return queue(event, paid?.payment.id ?? link.id, linkEventBody(event, link, paid, unixNow()));
}

function queue(event: string, chain: string, body: string): string {
  const stored: StoredEvent = { id: newId('evt'), event, paymentId: chain, body };
  storeEvent(stored);
  afterEarlierWebhooks(stored.paymentId, () => deliver(stored));
  return stored.id;
}

/**
 * Sends a stored event again with its id and body (the dashboard's "resend"): at once, beside any delivery of it
 * still retrying. False when no such event is kept.
 */
export function replayWebhook(eventId: string): boolean {
  const stored = findEvent(eventId);
  if (!stored) return false;
  void deliver(stored).catch(deliveryStopped);
  return true;
}

/** Only a bug gets here (every attempt's failure is caught): it must not leave an unhandled rejection behind. */
const deliveryStopped = (error: unknown) =>
  console.warn(`[payments-sandbox] webhook delivery stopped: ${describe(error)}`);

function afterEarlierWebhooks(paymentId: string, send: () => Promise<void>): void {
  const { chains } = deliveryState();
  const next = (chains.get(paymentId) ?? Promise.resolve()).then(send).catch(deliveryStopped);
  chains.set(paymentId, next);
  // The chain of a payment whose webhooks are all out is dropped, so the map holds only those still on their way.
  void next.then(() => {
    if (chains.get(paymentId) === next) chains.delete(paymentId);
  });
}

async function deliver(stored: StoredEvent): Promise<void> {
  const { lastWarnedAt } = deliveryState();
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  for (let failures = 1; ; failures++) {
    await webhooksGo();
    const config = sandboxConfig();
    if (!config) return;
    const failure = await postOnce(config.webhookUrl, config.webhookSecret, stored);
    if (failure === null) {
      lastWarnedAt.delete(stored.id);
      markDelivered(stored.id);
      return;
    }
    const wait = retryDelayMs(failures);
    const givingUp = Date.now() + wait > giveUpAt;
    const lastWarned = lastWarnedAt.get(stored.id);
    if (givingUp || lastWarned === undefined || Date.now() - lastWarned >= WARN_EVERY_MS) {
      lastWarnedAt.set(stored.id, Date.now());
      // Never the body: it holds the customer's email and phone.
      const next = givingUp ? 'given up after 24 hours' : `trying again in ${wait / 1000} s`;
      console.warn(
        `[payments-sandbox] webhook ${stored.event} ${stored.id} to ${config.webhookUrl} failed (${failure}); ${next}`,
      );
    }
    if (givingUp) {
      lastWarnedAt.delete(stored.id);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, wait).unref());
  }
}

/** One attempt: null when answered 2xx, else why not (a status or a network failure, never the body). */
async function postOnce(url: string, secret: string, stored: StoredEvent): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Razorpay-Webhook/v1',
        'X-Razorpay-Signature': webhookSignature(stored.body, secret),
        'X-Razorpay-Event-Id': stored.id,
      },
      body: stored.body,
      // A redirect is not a 2xx: Razorpay does not follow it either.
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    // The answer's body is not read; cancelling it frees the connection.
    await response.body?.cancel().catch(() => {});
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return describe(error);
  }
}

/** A network failure in a few words: the timeout, the system's code (ECONNREFUSED), or the message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer in ${ATTEMPT_TIMEOUT_MS / 1000} s`;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error.message;
}
