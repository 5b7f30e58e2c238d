import { connection } from 'next/server';
import { answerLinkAction, answerLinkPage } from '@/lib/payments-sandbox/links';

// Issue 55: the payments sandbox's stand-in for a Razorpay payment link's page (404 unless PAYMENTS=sandbox).

type Context = RouteContext<'/api/payments-sandbox/links/[linkId]'>;

export async function GET(_request: Request, { params }: Context) {
  // The link as it is now: never prerendered.
  await connection();
  return answerLinkPage((await params).linkId);
}

export async function POST(request: Request, { params }: Context) {
  return answerLinkAction(request, (await params).linkId);
}
