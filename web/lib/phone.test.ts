import { describe, expect, it } from 'vitest';
import {
  notAMobileNumber,
  phoneAsSent,
  phoneAsTyped,
  phoneDigits,
  telHref,
  whatsAppDigits,
  whatsAppUrl,
  whatsappHref,
} from './phone';

/** A field's value after typing `text` one key at a time, the filter applied after each key as the form does. */
const typedKeyByKey = (text: string) => [...text].reduce((field, key) => phoneAsTyped(field + key), '');

/**
 * Issue 52: the shapes Indians paste and type a number in, and what every phone field keeps. The same number in
 * every shape but the last rows: too short, foreign or not a mobile number, which the field keeps for its message.
 */
const SHAPES: [shape: string, kept: string][] = [
  ['9876543210', '9876543210'],
  ['98765 43210', '9876543210'],
  ['98765-43210', '9876543210'],
  ['987-654-3210', '9876543210'],
  ['(98765) 43210', '9876543210'],
  ['+91 98765 43210', '9876543210'],
  ['+91-98765-43210', '9876543210'],
  ['+919876543210', '9876543210'],
  ['+91 (98765) 43210', '9876543210'],
  ['(+91) 98765 43210', '9876543210'],
  ['91 98765 43210', '9876543210'],
  ['919876543210', '9876543210'],
  ['098765-43210', '9876543210'],
  ['09876543210', '9876543210'],
  ['0 98765 43210', '9876543210'],
  ['0091 98765 43210', '9876543210'],
  ['98765.43210', '9876543210'],
  [' 98765\u00a043210 ', '9876543210'],
  ['9198765432', '9198765432'],
  ['98765 4321', '987654321'],
  ['5876543210', '5876543210'],
  ['12345 67890', '1234567890'],
];

describe('the phone rule (issue 52)', () => {
  it.each(SHAPES)('%j pasted keeps %s', (shape, kept) => expect(phoneAsTyped(shape)).toBe(kept));

  it.each(SHAPES)('%j typed key by key keeps %s', (shape, kept) => expect(typedKeyByKey(shape)).toBe(kept));

  it.each(SHAPES)('%j sent to the server reads as %s', (shape, kept) => expect(phoneAsSent(shape)).toBe(kept));

  it('keeps a + on its way to +91, and a twelfth digit of 91 and ten more drops the 91', () => {
    expect(phoneAsTyped('+')).toBe('+');
    expect(phoneAsTyped('+9')).toBe('+9');
    expect(phoneAsTyped('+91')).toBe('');
    expect(phoneAsTyped('91987654321')).toBe('91987654321');
    expect(phoneAsTyped('919876543210')).toBe('9876543210');
    expect(phoneAsTyped('98765432101234')).toBe('9876543210');
  });

  it('drops letters as typed, but the server keeps them for the "only digits" message', () => {
    expect(phoneAsTyped('98765abc43210')).toBe('9876543210');
    expect(phoneAsSent('90909O9090')).toBe('90909O9090');
    expect(phoneAsSent('+91 98765 4321x')).toBe('987654321x');
  });

  it('reads a foreign number as its digits, which then fail the checks', () => {
    expect(phoneAsTyped('+1 555 010 9999')).toBe('1555010999');
    expect(phoneAsSent('+1 555 010 9999')).toBe('15550109999');
  });

  it('knows ten digits that are not a mobile number', () => {
    for (const first of '012345') expect(notAMobileNumber(`${first}876543210`)).toBe(true);
    for (const first of '6789') expect(notAMobileNumber(`${first}876543210`)).toBe(false);
    expect(notAMobileNumber('12345')).toBe(false);
  });
});

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
