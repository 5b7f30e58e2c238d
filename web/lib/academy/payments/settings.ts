import 'server-only';
import type { TaxSeller } from '@/lib/db/schema';
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

/**
 * The seller a tax invoice names (lib/env.ts's ACADEMY_LEGAL_NAME, ACADEMY_ADDRESS, ACADEMY_GSTIN): a sample academy
 * in Telangana where they are unset, which only test payments allow (live keys without a GSTIN stop the start).
 */
export function taxSeller(): TaxSeller {
  const gstin = env.ACADEMY_GSTIN ?? SAMPLE_SELLER.gstin;
  return {
    legalName: env.ACADEMY_LEGAL_NAME ?? SAMPLE_SELLER.legalName,
    address: env.ACADEMY_ADDRESS ?? SAMPLE_SELLER.address,
    gstin,
    stateCode: gstin.slice(0, 2),
  };
}

const SAMPLE_SELLER = {
  legalName: 'Academy Skills Private Limited',
  address: 'Plot 12, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
  gstin: '36AABCA1234K1Z5',
};
