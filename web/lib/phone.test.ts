import { describe, expect, it } from 'vitest';
import { phoneDigits, telHref, whatsappHref } from './phone';

describe('Indian phone numbers', () => {
  it('keep the national number of any way they are typed', () => {
    for (const typed of ['+91 98765 43210', '098765-43210', '9876543210', '+91-9876543210']) expect(phoneDigits(typed)).toBe('9876543210');
  });

  it('call with +91 and open WhatsApp with the message typed in', () => {
    expect(telHref('098765 43210')).toBe('tel:+919876543210');
    expect(telHref('12345')).toBe('tel:12345');
    expect(whatsappHref('+91 98765 43210', 'Hello Asha, about Guitar & more')).toBe('https://wa.me/919876543210?text=Hello%20Asha%2C%20about%20Guitar%20%26%20more');
    expect(whatsappHref('12345', 'Hello')).toBeNull();
  });
});
