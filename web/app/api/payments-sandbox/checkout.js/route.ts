import { connection } from 'next/server';
import { sandboxConfig } from '@/lib/payments-sandbox/config';
import { sandboxOffResponse } from '@/lib/payments-sandbox/errors';
import { CHECKOUT_SCRIPT } from '@/lib/payments-sandbox/checkout-script';

// Issue 55: the payments sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js.

export async function GET() {
  // PAYMENTS is read when served, not at build (cacheComponents would prerender this otherwise).
  await connection();
  if (!sandboxConfig()) return sandboxOffResponse();
  return new Response(CHECKOUT_SCRIPT, {
    headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
