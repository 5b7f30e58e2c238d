import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two documented signatures, both hex HMAC-SHA256: the one Checkout hands the callback (of
// `order_id|payment_id`, keyed with the key secret) and the one on each webhook (of the raw body, keyed with the
// webhook secret). The site's adapter checks them exactly as it would Razorpay's.

export const hmacSha256Hex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** The `razorpay_signature` posted to the callback after a successful payment. */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);

/** The `X-Razorpay-Signature` header of a webhook: over the exact bytes sent, so the body is signed as a string. */
export const webhookSignature = (rawBody: string, webhookSecret: string) => hmacSha256Hex(webhookSecret, rawBody);

/** Compares a presented secret with the expected one in constant time, its length included (both are hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
