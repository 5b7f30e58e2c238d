import 'server-only';
import { env } from '@/lib/env';
import { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from '@/lib/payment-defaults';

export type SandboxConfig = {
  /** The Basic auth user of the REST API, and the `key` Checkout is opened with. */
  keyId: string;
  /** The Basic auth password, and the key of the callback's `razorpay_signature`. */
  keySecret: string;
  /** The key of the webhooks' `X-Razorpay-Signature`. */
  webhookSecret: string;
  /** Where the webhooks are posted (Razorpay's dashboard setting). */
  webhookUrl: string;
};

/** The sandbox's settings, or null when it is not served (PAYMENTS is not 'sandbox'). */
export function sandboxConfig(): SandboxConfig | null {
  if (env.PAYMENTS !== 'sandbox') return null;
  return {
    keyId: env.RAZORPAY_KEY_ID ?? SANDBOX_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET ?? SANDBOX_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
    webhookUrl: env.PAYMENTS_SANDBOX_WEBHOOK_URL ?? new URL('/api/payments/razorpay/webhook', env.SITE_URL).href,
  };
}
