import 'server-only';
import { env } from '@/lib/env';
import { notFound } from '@/lib/domain-errors';
import { feeToPay, PAY_LINK_GONE } from '@/lib/academy/payments/fees';
import { keepOrder, orderOfFee } from '@/lib/academy/payments/orders';
import { paymentSettings, type PaymentSettings } from '@/lib/academy/payments/settings';
import type { FeeRow } from '@/lib/db/schema';
import type { StateCode } from '@/lib/indian-states';
import { createOrder } from './client';

/**
 * What the pay page hands Razorpay Checkout (its documented options, redirect mode): the order the server made for
 * the fee's amount from the database, never the browser's, and where Checkout posts the signed result.
 */
export type CheckoutStart = {
  script: string;
  test: boolean;
  options: {
    key: string;
    amount: number;
    currency: 'INR';
    name: string;
    description: string;
    order_id: string;
    prefill: { name: string; email: string; contact: string };
    callback_url: string;
    redirect: true;
  };
};

/** The return address Checkout posts to: the fee's token in it, so the return can open the pay page again. */
export const returnPath = (token: string) => `/api/payments/razorpay/return/${token}`;

/**
 * Starts paying a fee: the state is kept for the invoice, and the fee's one order is made at Razorpay the first time
 * (fifty presses at once keep one: lib/academy/payments/orders.ts).
 */
export async function startCheckout(token: string, state: StateCode, merchant: string): Promise<CheckoutStart> {
  const settings = paymentSettings();
  if (!settings) throw notFound(PAY_LINK_GONE);
  const fee = await feeToPay(token, state);
  const order = (await orderOfFee(fee.id)) ?? (await newOrder(settings, fee));
  return {
    script: settings.checkoutScript,
    test: settings.test,
    options: {
      key: settings.keyId,
      amount: order.amountPaise,
      currency: 'INR',
      name: merchant,
      description: fee.courseName,
      order_id: order.gatewayOrderId,
      prefill: { name: fee.name, email: fee.email, contact: fee.phone },
      callback_url: new URL(`${returnPath(token)}?lang=${fee.locale}`, env.SITE_URL).toString(),
      redirect: true,
    },
  };
}

/** The fee's order at Razorpay, made now and kept unless another press kept one first. */
async function newOrder(settings: PaymentSettings, fee: FeeRow) {
  const made = await createOrder(settings, {
    amountPaise: fee.amountPaise,
    receipt: `fee_${fee.id}`,
    notes: { fee_id: String(fee.id), enrolment_id: String(fee.enrolmentId ?? '') },
  });
  return keepOrder(fee.id, made.id, made.amount);
}
