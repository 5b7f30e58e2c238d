import { readCapped } from '@/lib/http/read-body';
import { HttpError } from '@/lib/http/errors';
import { respond } from '@/lib/http/respond';
import { takeWebhook } from '@/lib/razorpay/webhook';

/** Razorpay's events are a few KB; anything far larger is not one. */
const WEBHOOK_LIMIT = 256 * 1024;

/**
 * Razorpay's webhook (issue 55), the address given to Razorpay's dashboard: `X-Razorpay-Signature` over the raw
 * body, `X-Razorpay-Event-Id`. 200 `{outcome}` once taken (a repeat too: Razorpay resends until it gets a 2xx);
 * 400 for a bad signature or body, changing nothing.
 */
export const POST = (request: Request) =>
  respond(async () => {
    const bytes = await readCapped(request, WEBHOOK_LIMIT);
    let body: string;
    try {
      body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new HttpError(400, 'The webhook body is not UTF-8', { fields: {} });
    }
    const outcome = await takeWebhook(
      body,
      request.headers.get('x-razorpay-signature'),
      request.headers.get('x-razorpay-event-id'),
    );
    return { outcome };
  });
