import { describe, expect, it } from 'vitest';
import { phoneDigits, telHref, whatsAppDigits, whatsAppUrl, whatsappHref } from './phone';

describe('Indian phone numbers', () => {
  it('keep the national number of any way they are typed', () => {
    for (const typed of ['+91 98765 43210', '098765-43210', '9876543210', '+91-9876543210'])
      expect(phoneDigits(typed)).toBe('9876543210');
  });

  it('call with +91 and open WhatsApp with the message typed in', () => {
    expect(telHref('098765 43210')).toBe('tel:+919876543210');
    expect(telHref('12345')).toBe('tel:12345');
    expect(whatsappHref('+91 98765 43210', 'Hello Asha, about Guitar & more')).toBe(
      'https://wa.me/919876543210?text=Hello%20Asha%2C%20about%20Guitar%20%26%20more',
    );
    expect(whatsappHref('12345', 'Hello')).toBeNull();
  });
});

describe('whatsAppDigits', () => {
  it.each([
    ['+91 98765 43210', '919876543210'],
    ['+91-98765-43210', '919876543210'],
    ['98765 43210', '919876543210'],
    ['+44 20 7946 0958', '442079460958'],
    ['919876543210', '919876543210'],
  ])('%s -> %s', (number, digits) => expect(whatsAppDigits(number)).toBe(digits));

  it.each([null, '', '   ', '12345', '+91 0000', '0 98765 43210 12345 6'])('%j is no number', (number) =>
    expect(whatsAppDigits(number)).toBeNull(),
  );
});

describe('whatsAppUrl', () => {
  it('opens a chat with the number, the text encoded as one query value', () => {
    const url = new URL(whatsAppUrl({ to: '919876543210', text: 'Hello & namaste: C++ at ₹1,499?' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe('Hello & namaste: C++ at ₹1,499?');
    expect(url.search).not.toContain('+');
  });

  it('without a number lets the learner choose whom to send it to, and without text has no query', () => {
    expect(whatsAppUrl({ text: 'Guitar https://example.in/course/dance-and-music/guitar' })).toBe(
      'https://wa.me/?text=Guitar%20https%3A%2F%2Fexample.in%2Fcourse%2Fdance-and-music%2Fguitar',
    );
    expect(whatsAppUrl({ to: '919876543210' })).toBe('https://wa.me/919876543210');
  });
});
