import 'server-only';
import { HttpError } from '@/lib/http/errors';
import { readCapped } from '@/lib/http/read-body';
import { type SandboxConfig, sandboxConfig } from './config';
import { ID_NOT_FOUND, RazorpayError, razorpayErrorResponse, sandboxOffResponse, URL_NOT_FOUND } from './errors';
import { type IdPrefix, looksLikeId } from './ids';
import { cancelPaymentLink, createPaymentLink, currentLink } from './links';
import { parseOrderInput, parsePaymentLinkInput, parsePaymentsQuery, parseRefundInput } from './request-input';
import { sameSecret } from './signing';
import {
  createOrder,
  eventsOfPayment,
  findOrder,
  findPayment,
  findRefund,
  holdWebhooks,
  listPayments,
  paymentsOfOrder,
  refundPayment,
  refundsOfPayment,
  unixNow,
} from './store';
import { queueWebhooks, replayWebhook } from './webhook-delivery';

// The sandbox's REST API, `/api/payments-sandbox/v1/…`: the part of Razorpay's API v1 the site uses, with its Basic
// auth, its entities and its errors, so the site's adapter talks to it exactly as to api.razorpay.com/v1.

/** Far above an order's body (an amount, a receipt, 15 short notes). */
const BODY_LIMIT = 64 * 1024;

type Answer = { body: unknown; status?: number };

/** Answers a request to `v1/<path…>` (`path` as Next decoded it). Only a bug in the sandbox answers 500. */
export async function answerSandboxApi(request: Request, path: readonly string[]): Promise<Response> {
  const config = sandboxConfig();
  if (!config) return sandboxOffResponse();
  if (!authenticated(request, config)) return razorpayErrorResponse(401, 'Authentication failed');
  try {
    const { body, status = 200 } = await route(request, path);
    return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof RazorpayError) return razorpayErrorResponse(error.status, error.description, error.field);
    console.error('[payments-sandbox] unexpected error', error);
    // Razorpay's own words for its 500s.
    const description = 'The server encountered an error. The incident has been reported to admins.';
    return Response.json({ error: { code: 'SERVER_ERROR', description } }, { status: 500 });
  }
}

async function route(request: Request, path: readonly string[]): Promise<Answer> {
  const [first, second, third] = path;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (reading) {
    if (first === 'orders' && path.length === 2) return { body: existing('order', second!, findOrder) };
    if (first === 'orders' && path.length === 3 && third === 'payments')
      return collection(paymentsOfOrder(existing('order', second!, findOrder).id));
    if (first === 'payments' && path.length === 1)
      return collection(listPayments(parsePaymentsQuery(new URL(request.url).searchParams)));
    if (first === 'payments' && path.length === 2) return { body: existing('pay', second!, findPayment) };
    if (first === 'payments' && path.length === 3 && third === 'refunds')
      return collection(refundsOfPayment(existing('pay', second!, findPayment).id));
    if (first === 'refunds' && path.length === 2) return { body: existing('rfnd', second!, findRefund) };
    if (first === 'payment_links' && path.length === 2) return { body: existing('plink', second!, currentLink) };
    // The dashboard's webhook log of a payment (the sandbox's own address): which events went out and were taken.
    if (first === '_sandbox' && second === 'events' && path.length === 2) {
      const paymentId = new URL(request.url).searchParams.get('payment_id') ?? '';
      return collection(eventsOfPayment(existing('pay', paymentId, findPayment).id));
    }
  } else if (request.method === 'POST') {
    if (first === 'orders' && path.length === 1) return { body: createOrder(parseOrderInput(await readBody(request))) };
    if (first === 'payment_links' && path.length === 1) {
      const input = parsePaymentLinkInput(await readBody(request), unixNow());
      return { body: createPaymentLink(input, calledAt(request)) };
    }
    if (first === 'payment_links' && path.length === 3 && third === 'cancel')
      return { body: cancelPaymentLink(existing('plink', second!, currentLink).id) };
    if (first === 'payments' && path.length === 3 && third === 'refund')
      return { body: refund(existing('pay', second!, findPayment), await readBody(request)) };
    // Holding and letting go of webhooks (an outage of Razorpay's, played): the sandbox's own address.
    if (first === '_sandbox' && second === 'webhooks' && path.length === 2) {
      const body = await readBody(request);
      const hold = typeof body === 'object' && body !== null && (body as { held?: unknown }).held === true;
      holdWebhooks(hold);
      return { body: { held: hold } };
    }
    // The dashboard's "resend" of a webhook, which Razorpay offers people, not its API: the sandbox's own address.
    if (first === '_sandbox' && second === 'replay' && path.length === 3) {
      if (!replayWebhook(third!)) throw new RazorpayError(400, ID_NOT_FOUND);
      return { body: { id: third, entity: 'event', status: 'queued' }, status: 202 };
    }
  }
  throw new RazorpayError(400, URL_NOT_FOUND);
}

/** `POST /payments/:id/refund`: given back at once, with Razorpay's words for what it refuses; its webhook follows. */
function refund(payment: ReturnType<typeof findPayment> & {}, body: unknown) {
  const attempt = refundPayment(payment, parseRefundInput(body));
  if (!attempt.ok)
    throw new RazorpayError(
      400,
      attempt.reason === 'not-captured'
        ? 'The payment has not been captured'
        : 'The refund amount provided is greater than amount captured',
    );
  queueWebhooks([{ event: 'refund.processed', payment: attempt.payment, order: null, refund: attempt.refund }]);
  return attempt.refund;
}

/** The origin the API was called at, as the caller named it (Next's request.url says localhost for 127.0.0.1). */
function calledAt(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? `${url.protocol}//${host}` : url.origin;
}

/** The entity `id` names, of the kind its prefix says; Razorpay's 400 when there is none. */
function existing<T>(prefix: IdPrefix, id: string, find: (id: string) => T | undefined): T {
  const found = looksLikeId(prefix, id) ? find(id) : undefined;
  if (found === undefined) throw new RazorpayError(400, ID_NOT_FOUND);
  return found;
}

const collection = (items: readonly unknown[]): Answer => ({
  body: { entity: 'collection', count: items.length, items },
});

/** Basic auth with the key id and secret, as Razorpay's API asks. */
function authenticated(request: Request, config: SandboxConfig): boolean {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return false;
  const credentials = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = credentials.indexOf(':');
  if (colon < 0) return false;
  // Both compared whatever the first gives, so the time taken says nothing about which was wrong.
  const idMatches = sameSecret(credentials.slice(0, colon), config.keyId);
  const secretMatches = sameSecret(credentials.slice(colon + 1), config.keySecret);
  return idMatches && secretMatches;
}

/** A JSON body of at most 64 KB (an empty one is `{}`); Razorpay's 400 for anything else. */
async function readBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readCapped(request, BODY_LIMIT));
  } catch (error) {
    const tooLarge = error instanceof HttpError && error.status === 413;
    throw new RazorpayError(
      400,
      tooLarge ? 'The request body may not be larger than 64 KB' : 'The request body could not be read',
    );
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new RazorpayError(400, 'The request body is not valid JSON');
  }
}
