// Razorpay's own addresses and the sandbox's test keys (issue 55). No imports: the payment settings, the sandbox and
// the pay page's security policy share them.

const RAZORPAY_API = 'https://api.razorpay.com/v1';
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The settings that say where Razorpay is (lib/env.ts's names). */
type WhereRazorpayIs = {
  PAYMENTS?: 'sandbox' | 'off';
  RAZORPAY_API_BASE?: string;
  RAZORPAY_CHECKOUT_SCRIPT?: string;
  SITE_URL: string;
};

/**
 * Razorpay's REST API (without a last slash) and Checkout's script: what the settings name, else the sandbox this site
 * serves itself with PAYMENTS=sandbox (its script by this site's path), else Razorpay's own.
 */
export function razorpayAddresses(settings: WhereRazorpayIs) {
  const sandbox = settings.PAYMENTS === 'sandbox';
  const apiBase =
    settings.RAZORPAY_API_BASE ??
    (sandbox ? new URL('/api/payments-sandbox/v1', settings.SITE_URL).href : RAZORPAY_API);
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    checkoutScript:
      settings.RAZORPAY_CHECKOUT_SCRIPT ?? (sandbox ? '/api/payments-sandbox/checkout.js' : RAZORPAY_CHECKOUT),
  };
}

/** A fee's pay page, in any language: the one page that loads Checkout. */
export const isPayPagePath = (pathname: string) => /^(?:\/hi)?\/pay\/[^/]+\/?$/.test(pathname);

/**
 * The sandbox's test keys, used when PAYMENTS=sandbox leaves the Razorpay keys unset: the site's payment settings
 * (lib/academy/payments/settings.ts) and the sandbox (lib/payments-sandbox/config.ts) both fall back to them, so the
 * two sides agree without any setting.
 */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox00000';
export const SANDBOX_KEY_SECRET = 'sandbox_key_secret';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox_webhook_secret';
