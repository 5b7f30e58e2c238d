import 'server-only';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are skipped, so every character is equally likely (256 is not a multiple of 62). */
const UNBIASED_BELOW = 256 - (256 % ALPHANUMERIC.length);
/** Razorpay's ids are a prefix and 14 alphanumerics (order_Ng3kPa1iWvP3Zq). */
const ID_LENGTH = 14;

export type IdPrefix = 'order' | 'pay' | 'evt' | 'rfnd' | 'plink';

/** A fresh id the way Razorpay spells them: `order_`, `pay_`, `rfnd_`, `plink_` or `evt_` and 14 alphanumerics. */
export function newId(prefix: IdPrefix): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2))) {
      if (byte < UNBIASED_BELOW && id.length < ID_LENGTH) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return `${prefix}_${id}`;
}

/** Whether `text` could be an id made by newId with `prefix`: anything else cannot name a stored entity. */
export const looksLikeId = (prefix: IdPrefix, text: string) => new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`).test(text);
