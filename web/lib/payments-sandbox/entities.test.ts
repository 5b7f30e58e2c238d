import { describe, expect, it } from 'vitest';
import { newOrder, newPayment, newRefund, orderAfterAttempt, refundable } from './entities';
import { parseOrderInput, parsePaymentsQuery } from './request-input';
import { webhookEventBody } from './webhook-events';
import { retryDelayMs } from './webhook-delivery';
import { RazorpayError } from './errors';

const order = newOrder(
  {
    amount: 219900,
    currency: 'INR',
    receipt: 'fee_12',
    notes: { email: 'asha.rao@example.in', contact: '+919812345678' },
  },
  'order_AAAAAAAAAAAAAA',
  1_750_000_000,
);

describe('an order', () => {
  it("is made in Razorpay's shape, nothing paid yet", () => {
    expect(order).toEqual({
      id: 'order_AAAAAAAAAAAAAA',
      entity: 'order',
      amount: 219900,
      amount_paid: 0,
      amount_due: 219900,
      currency: 'INR',
      receipt: 'fee_12',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { email: 'asha.rao@example.in', contact: '+919812345678' },
      created_at: 1_750_000_000,
    });
  });

  it('is paid in full by a captured payment, and counts every attempt', () => {
    const failed = newPayment(order, { paid: false }, 'pay_FFFFFFFFFFFFFF', 1_750_000_010);
    const attempted = orderAfterAttempt(order, failed);
    expect(attempted).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0, amount_due: 219900 });
    const captured = newPayment(attempted, { paid: true, method: 'card' }, 'pay_CCCCCCCCCCCCCC', 1_750_000_020);
    const paid = orderAfterAttempt(attempted, captured);
    expect(paid).toMatchObject({ status: 'paid', attempts: 2, amount_paid: 219900, amount_due: 0 });
    expect(() => orderAfterAttempt(paid, captured)).toThrow(/already paid/);
    // The entities are snapshots: moving the order made new ones.
    expect(order.status).toBe('created');
  });
});

describe('a payment', () => {
  it("is captured in Razorpay's shape, with the order's email and phone and Razorpay's fee", () => {
    expect(newPayment(order, { paid: true, method: 'upi' }, 'pay_CCCCCCCCCCCCCC', 1_750_000_020)).toEqual({
      id: 'pay_CCCCCCCCCCCCCC',
      entity: 'payment',
      amount: 219900,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_AAAAAAAAAAAAAA',
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: null,
      email: 'asha.rao@example.in',
      contact: '+919812345678',
      notes: {},
      // 2 % of ₹2,199 is 4398 paise, and 18 % GST on it 792.
      fee: 5190,
      tax: 792,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: 1_750_000_020,
    });
  });

  it('fails with the error Razorpay reports for a failed authentication, and costs nothing', () => {
    const bare = newOrder({ amount: 50000, currency: 'INR', receipt: null, notes: {} }, 'order_BBBBBBBBBBBBBB', 1);
    expect(newPayment(bare, { paid: false }, 'pay_FFFFFFFFFFFFFF', 2)).toMatchObject({
      status: 'failed',
      captured: false,
      email: null,
      contact: null,
      fee: null,
      tax: null,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
      error_source: 'customer',
      error_step: 'payment_authentication',
      error_reason: 'payment_failed',
    });
  });
});

describe('the webhooks', () => {
  const payment = newPayment(order, { paid: true, method: 'card' }, 'pay_CCCCCCCCCCCCCC', 1_750_000_020);
  const paid = orderAfterAttempt(order, payment);

  it('carry the payment, and order.paid the order too', () => {
    expect(JSON.parse(webhookEventBody('payment.captured', payment, {}, 1_750_000_021))).toEqual({
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1_750_000_021,
    });
    expect(JSON.parse(webhookEventBody('order.paid', payment, { order: paid }, 1_750_000_021))).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { payment: { entity: payment }, order: { entity: paid } },
    });
  });

  it('refund.processed carries the refund and the payment as it is after it', () => {
    const half = newRefund(
      payment,
      50_000,
      { amount: 50_000, receipt: 'refund_1', notes: {} },
      'rfnd_DDDDDDDDDDDDDD',
      7,
    );
    expect(half.payment).toMatchObject({ status: 'captured', amount_refunded: 50_000, refund_status: 'partial' });
    expect(refundable(half.payment)).toBe(payment.amount - 50_000);
    const rest = newRefund(
      half.payment,
      refundable(half.payment),
      { amount: null, receipt: null, notes: {} },
      'rfnd_E',
      8,
    );
    expect(rest.payment).toMatchObject({ status: 'refunded', amount_refunded: payment.amount, refund_status: 'full' });
    expect(refundable(rest.payment)).toBe(0);
    expect(JSON.parse(webhookEventBody('refund.processed', half.payment, { refund: half.refund }, 9))).toMatchObject({
      contains: ['refund', 'payment'],
      payload: { refund: { entity: { id: 'rfnd_DDDDDDDDDDDDDD', amount: 50_000, receipt: 'refund_1' } } },
    });
  });

  it('are retried after 1 s, 2 s, 4 s … never more than 30 s apart', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe("an order's request", () => {
  const refusal = (body: unknown) => {
    try {
      parseOrderInput(body);
    } catch (error) {
      if (error instanceof RazorpayError) return { status: error.status, field: error.field };
      throw error;
    }
    return null;
  };

  it('takes an amount in paise of at least ₹1, INR, a receipt of up to 40 characters and notes', () => {
    expect(parseOrderInput({ amount: 100, currency: 'INR' })).toEqual({
      amount: 100,
      currency: 'INR',
      receipt: null,
      notes: {},
    });
    expect(
      parseOrderInput({ amount: 219900, currency: 'INR', receipt: 'r'.repeat(40), notes: { a: 'b', c: 1 } }),
    ).toMatchObject({ receipt: 'r'.repeat(40), notes: { a: 'b', c: 1 } });
  });

  it('refuses anything else with a 400 naming the field', () => {
    expect(refusal([])).toEqual({ status: 400, field: undefined });
    expect(refusal({ currency: 'INR' })).toEqual({ status: 400, field: 'amount' });
    expect(refusal({ amount: 99, currency: 'INR' })).toEqual({ status: 400, field: 'amount' });
    expect(refusal({ amount: 100.5, currency: 'INR' })).toEqual({ status: 400, field: 'amount' });
    expect(refusal({ amount: '1000', currency: 'INR' })).toEqual({ status: 400, field: 'amount' });
    expect(refusal({ amount: 1e12, currency: 'INR' })).toEqual({ status: 400, field: 'amount' });
    expect(refusal({ amount: 1000 })).toEqual({ status: 400, field: 'currency' });
    expect(refusal({ amount: 1000, currency: 'USD' })).toEqual({ status: 400, field: 'currency' });
    expect(refusal({ amount: 1000, currency: 'INR', receipt: 'r'.repeat(41) })).toEqual({
      status: 400,
      field: 'receipt',
    });
    expect(refusal({ amount: 1000, currency: 'INR', receipt: 12 })).toEqual({ status: 400, field: 'receipt' });
    expect(refusal({ amount: 1000, currency: 'INR', notes: { a: { b: 1 } } })).toEqual({ status: 400, field: 'notes' });
    expect(refusal({ amount: 1000, currency: 'INR', notes: 'x' })).toEqual({ status: 400, field: 'notes' });
    expect(refusal({ amount: 1000, currency: 'INR', colour: 'red' })).toEqual({ status: 400, field: 'colour' });
  });

  it("reads the payments list's query: count 1 to 100, 10 by default", () => {
    expect(parsePaymentsQuery(new URLSearchParams())).toEqual({ from: null, to: null, count: 10, skip: 0 });
    expect(parsePaymentsQuery(new URLSearchParams('from=1&to=2&count=100&skip=3'))).toEqual({
      from: 1,
      to: 2,
      count: 100,
      skip: 3,
    });
    for (const query of ['count=0', 'count=101', 'count=x', 'skip=-1', 'from=1.5'])
      expect(() => parsePaymentsQuery(new URLSearchParams(query)), query).toThrow(RazorpayError);
  });
});
