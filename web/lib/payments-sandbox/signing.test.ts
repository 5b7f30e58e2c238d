import { describe, expect, it } from 'vitest';
import { newId, looksLikeId } from './ids';
import { hmacSha256Hex, paymentSignature, sameSecret, webhookSignature } from './signing';

describe("the sandbox's signatures", () => {
  it('are hex HMAC-SHA256 (RFC 4231, test case 2)', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it("sign the callback's `order_id|payment_id` with the key secret, as Razorpay documents", () => {
    // Worked out with `printf 'order_…|pay_…' | openssl dgst -sha256 -hmac sandbox_key_secret`.
    expect(paymentSignature('order_DBJOWzybf0sJbb', 'pay_DGBvzXBHuZtZEd', 'sandbox_key_secret')).toBe(
      '93d02c0a90a4b2f1edf26aefc191630a42999e55a870956066e9fa5d8d7807af',
    );
  });

  it("sign a webhook's exact body with the webhook secret", () => {
    const body = '{"entity":"event","event":"payment.captured"}';
    expect(webhookSignature(body, 'whsec')).toBe(hmacSha256Hex('whsec', body));
    expect(webhookSignature(`${body} `, 'whsec')).not.toBe(webhookSignature(body, 'whsec'));
  });

  it('compare secrets whole', () => {
    expect(sameSecret('sandbox_key_secret', 'sandbox_key_secret')).toBe(true);
    expect(sameSecret('sandbox_key_secre', 'sandbox_key_secret')).toBe(false);
    expect(sameSecret('', 'sandbox_key_secret')).toBe(false);
  });
});

describe("the sandbox's ids", () => {
  it('are spelt like Razorpay’s: a prefix and 14 alphanumerics, fresh each time', () => {
    const ids = Array.from({ length: 200 }, () => newId('pay'));
    for (const id of ids) expect(id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newId('order')).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(newId('evt')).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    expect(looksLikeId('order', newId('order'))).toBe(true);
    expect(looksLikeId('order', newId('pay'))).toBe(false);
    expect(looksLikeId('pay', 'pay_short')).toBe(false);
  });
});
