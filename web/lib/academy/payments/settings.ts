import 'server-only';
import { env } from '@/lib/env';
import { razorpayAddresses, SANDBOX_KEY_ID, SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from '@/lib/payment-defaults';

export type PaymentSettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The REST API's base address, without a last slash. */
  apiBase: string;
  /** Checkout's script: an absolute address, or this site's own path for the sandbox's. */
  checkoutScript: string;
  /** Test keys or the sandbox: every payment page says "Test payments". */
  test: boolean;
};

/**
 * How fees are taken (issue 55), or null when payments are off: then no enrolment asks for a fee and every flow is
 * as before. On with both Razorpay keys, or with PAYMENTS=sandbox, whose stand-in this site serves itself
 * (app/api/payments-sandbox) unless RAZORPAY_API_BASE names another one. Razorpay's test keys start 'rzp_test_'.
 */
export function paymentSettings(): PaymentSettings | null {
  if (env.PAYMENTS === 'off') return null;
  const sandbox = env.PAYMENTS === 'sandbox';
  const keyId = env.RAZORPAY_KEY_ID ?? (sandbox ? SANDBOX_KEY_ID : undefined);
  const keySecret = env.RAZORPAY_KEY_SECRET ?? (sandbox ? SANDBOX_KEY_SECRET : undefined);
  if (!keyId || !keySecret) return null;
  return {
    ...razorpayAddresses(env),
    keyId,
    keySecret,
    // Without one, no webhook is believed (lib/razorpay/signatures.ts): payments then arrive by the browser's return.
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? (sandbox ? SANDBOX_WEBHOOK_SECRET : ''),
    test: sandbox || keyId.startsWith('rzp_test_'),
  };
}

export const paymentsOn = () => paymentSettings() !== null;
