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
  return digits ? `https://wa.me/91${digits}?text=${encodeURIComponent(message)}` : null;
}
