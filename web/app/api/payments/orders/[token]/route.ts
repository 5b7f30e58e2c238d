import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { getSiteSettings } from '@/lib/content';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { startCheckout } from '@/lib/razorpay/checkout';
import { payFormSchema } from '@/lib/validation/payment';

/**
 * The pay page's "Pay" (issue 55): `{state}` -> 200 `{script, test, options}`, Razorpay Checkout's options for the
 * fee's one order, made from the database's amount. 404 for a forged or unknown link, 409 for a fee paid already,
 * 400 without a state, 503 when Razorpay cannot be reached (nothing charged). No login: the link's token is the key.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/payments/orders/[token]'>) =>
  respond(async () => {
    const { token } = await params;
    const { state } = parseInput(payFormSchema, await readJson(request));
    const site = await getSiteSettings();
    return startCheckout(token, state, site.brandName);
  });
