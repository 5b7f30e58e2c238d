// Indian phone numbers as learners type them ('+91 98765-43210', '098765 43210', '9876543210').

/**
 * Issue 52: one rule for every phone field, typed or pasted, in the browser and on the server. Spaces, dashes, dots
 * and brackets go; so does a leading +91, 0 (a trunk or 00 prefix) and 91 when it stands before ten more digits. What
 * is left is the spec's national number: ten digits, of which an Indian mobile number's first is 6, 7, 8 or 9.
 */
const SEPARATORS = /[\s\-\u2010-\u2015().]/g;
const COUNTRY = '+91';

/** '+', '+91 ' or '(+91)' dropped; any other '+' too, with what follows kept (a foreign number fails as digits). */
function withoutPlus(compact: string): string {
  if (!compact.startsWith('+')) return compact;
  return compact.startsWith(COUNTRY) ? compact.slice(COUNTRY.length) : compact.slice(1);
}

/** Leading zeros (0, 00), then 91 before ten more digits. */
function withoutTrunkOrCountry(digits: string): string {
  const noZeros = digits.replace(/^0+/, '');
  return noZeros.length >= 12 && noZeros.startsWith('91') ? noZeros.slice(2) : noZeros;
}

/**
 * What a phone field keeps of what was typed or pasted: digits only, at most 10 (spec section 5), after the rule above.
 * Typed one key at a time, '+' and '+9' stay until '+91' is complete and dropped; a number typed as 91 and its ten
 * digits keeps an eleventh digit while it waits for the twelfth, which drops the 91.
 */
export function phoneAsTyped(value: string): string {
  const compact = value.replace(SEPARATORS, '');
  if (compact.startsWith('+') && compact.length < COUNTRY.length && COUNTRY.startsWith(compact)) return compact;
  const digits = withoutTrunkOrCountry(withoutPlus(compact).replace(/\D/g, ''));
  return digits.slice(0, digits.length === 11 && digits.startsWith('91') ? 11 : 10);
}

/**
 * A phone number as the server reads it: the same rule, but anything other than a separator is kept, so that the
 * spec's "only digits" and "10 digits" messages still name what is wrong.
 */
export function phoneAsSent(value: string): string {
  const compact = withoutPlus(value.trim().replace(SEPARATORS, ''));
  return /^\d+$/.test(compact) ? withoutTrunkOrCountry(compact) : compact;
}

/** Ten digits that cannot be an Indian mobile number (the first is not 6 to 9). */
export const notAMobileNumber = (national: string) => /^\d{10}$/.test(national) && !/^[6-9]/.test(national);

/** The national number: the last ten digits. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const national = (phone: string) => {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? digits : null;
};

/** A number as exports write it: '+91 98765 43210', or as it was typed when it is not ten digits. */
export function internationalPhone(phone: string): string {
  const digits = national(phone);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** A tap-to-call link: +91 and the national number, or the digits as typed when they are not ten. */
export function telHref(phone: string): string {
  const digits = national(phone);
  return digits ? `tel:+91${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat with the number, the message typed in already; null when the number is not a full one. */
export function whatsappHref(phone: string, message: string): string | null {
  const digits = national(phone);
  return digits ? whatsAppUrl({ to: `91${digits}`, text: message }) : null;
}

// WhatsApp's click-to-chat addresses (wa.me): a plain link that opens the app or WhatsApp Web; no script of
// WhatsApp's is loaded anywhere.

/** A chat with the number `to` (digits with the country code; without one WhatsApp asks whom to send it to), `text` typed in. */
export function whatsAppUrl({ to, text }: { to?: string; text?: string }): string {
  return `https://wa.me/${to ?? ''}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * The academy's own number as wa.me wants it, digits with the country code: '+91 98765 43210' -> '919876543210'. A
 * ten-digit Indian mobile number written without a country code gains 91; anything else not 10 to 15 digits is none.
 */
export function whatsAppDigits(number: string | null | undefined): string | null {
  if (!number) return null;
  const digits = number.replace(/\D/g, '');
  if (!number.trim().startsWith('+') && /^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  return /^[1-9]\d{9,14}$/.test(digits) ? digits : null;
}
