import { connection } from 'next/server';
import { answerCheckoutAction, answerCheckoutPage } from '@/lib/payments-sandbox/checkout-requests';

// Issue 55: the payments sandbox's stand-in for Razorpay Checkout's page (404 unless PAYMENTS=sandbox).

export async function GET(request: Request) {
  // Shows the order as it is now: never prerendered (cacheComponents would try at build).
  await connection();
  return answerCheckoutPage(request);
}

export async function POST(request: Request) {
  return answerCheckoutAction(request);
}
