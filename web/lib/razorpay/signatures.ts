import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures, both hex HMAC-SHA256 (its documentation, "Verify Payment Signature" and "Validate
// Webhooks"), compared in constant time. Each is checked before anything it covers is read.

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's return: `razorpay_signature` over `order_id|payment_id` with the key secret. */
export const paymentSignatureMatches = (keySecret: string, orderId: string, paymentId: string, signature: string) =>
  sameHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);

/** A webhook: `X-Razorpay-Signature` over the raw body with the webhook secret; none is believed without a secret. */
export const webhookSignatureMatches = (webhookSecret: string, rawBody: string, signature: string) =>
  webhookSecret !== '' && sameHex(hmacHex(webhookSecret, rawBody), signature);

/** A paid payment link's return: `razorpay_signature` over `link_id|reference_id|status|payment_id`, key secret. */
export const linkSignatureMatches = (
  keySecret: string,
  link: { id: string; referenceId: string; status: string; paymentId: string },
  signature: string,
) => sameHex(hmacHex(keySecret, `${link.id}|${link.referenceId}|${link.status}|${link.paymentId}`), signature);
