// Indian phone numbers as learners type them ('+91 98765-43210', '098765 43210', '9876543210').

/** The national number: the last ten digits. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const national = (phone: string) => {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? digits : null;
};

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
