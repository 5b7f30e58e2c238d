// Razorpay's own addresses and the sandbox's test keys (issue 55). No imports: the payment settings, the sandbox and
// the pay page's security policy share them.

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
export const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

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
