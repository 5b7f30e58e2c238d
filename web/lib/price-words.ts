import { formatRupees } from '@/lib/rupees';

// Issue 52: prices in words, for the course page in both languages and for the English of records, mails, the console
// and the GraphQL API. No imports but rupees: the domain and the pages both use it.

/** A price option of a batch, as the catalogue holds it. */
export type PriceOption = { name: string; price: number | null; sessionsCount: number | null };

/** A chosen price option as an enrolment sends and keeps it; `label` is the option in English words. */
export type Slot = { label: string; feeType: string | null; price: number | 'Free' };

/**
 * What a free course's enrolment sends as its one slot (spec: price is 'Free' if absent). The label is the API's
 * record of the slot, the same in every language; pages and mails show their own words for it (schedule-words.ts).
 */
export const FREE_SLOT: Slot = { label: 'Free Course', feeType: null, price: 'Free' };

/**
 * A price says what it buys. The words for each shape of price, `price` already in rupees ('₹2,199'); English
 * by default, the course page's Hindi from its messages (schedule-text.ts).
 */
export type PriceWords = {
  perSession: (price: string) => string;
  perMonth: (price: string) => string;
  perCourse: (price: string) => string;
  sessions: (count: number, price: string) => string;
  months: (count: number, price: string) => string;
  /** An option whose name says what it is ('Full Course'), or a fee type the page has no words for. */
  named: (name: string, price: string) => string;
  free: () => string;
};

export const ENGLISH_PRICE_WORDS: PriceWords = {
  perSession: (price) => `${price} per session`,
  perMonth: (price) => `${price} per month`,
  perCourse: (price) => `${price} for the course`,
  sessions: (count, price) => `${count} sessions: ${price}`,
  months: (count, price) => `${count} months: ${price}`,
  named: (name, price) => `${name}: ${price}`,
  free: () => 'Free',
};

/** A price by how it is charged: '₹599 per session', '₹2,500 per month'; '₹599' when the fee type is not known. */
export function feeWording(price: number, feeType: string | null, words = ENGLISH_PRICE_WORDS): string {
  const rupees = formatRupees(price);
  if (feeType === 'Session') return words.perSession(rupees);
  if (feeType === 'Month') return words.perMonth(rupees);
  if (feeType === 'Course') return words.perCourse(rupees);
  return rupees;
}

/** How many of a unit an option's name counts: 'Single Session' 1, '4 Sessions' 4, 'Monthly' 1, '3 Months' 3. */
function countIn(name: string, unit: 'session' | 'month'): number | null {
  const text = name.trim().toLowerCase();
  if (unit === 'month' && /^(monthly|1 month)$/.test(text)) return 1;
  if (text === `single ${unit}` || text === `1 ${unit}`) return 1;
  const match = new RegExp(`^(\\d+) ${unit}s?$`).exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * A price option as a learner reads it, the price for what it buys: '₹599 per session', '4 sessions: ₹2,199',
 * '₹2,500 per month', '3 months: ₹6,682', 'Full Course: ₹8,000', 'Trial: Free'. A Session fee counts by the option's
 * sessions; a Month fee by its name (its sessions are the month's classes, not months).
 */
export function optionWording(option: PriceOption, feeType: string | null, words = ENGLISH_PRICE_WORDS): string {
  const name = option.name.trim();
  if (option.price == null) return words.named(name, words.free());
  const rupees = formatRupees(option.price);
  if (feeType === 'Session') {
    const count = option.sessionsCount ?? countIn(name, 'session');
    if (count === 1) return words.perSession(rupees);
    if (count && count > 1) return words.sessions(count, rupees);
  }
  if (feeType === 'Month') {
    const months = countIn(name, 'month');
    if (months === 1) return words.perMonth(rupees);
    if (months) return words.months(months, rupees);
  }
  return words.named(name, rupees);
}

/**
 * A chosen slot as a record says it: its label, which since issue 52 is the option in words with its price
 * ('4 sessions: ₹2,199'); an older label that names the option only gains the price ('4 Sessions: ₹2,199').
 */
export function slotText(slot: { label: string; price: number | 'Free' }): string {
  if (/₹|\bFree\b/.test(slot.label)) return slot.label;
  return ENGLISH_PRICE_WORDS.named(slot.label, slot.price === 'Free' ? 'Free' : formatRupees(slot.price));
}

/** The popup form's price as it was sent: a slot's words as they are, an amount in rupees ('2199' reads '₹2,199'). */
export const sentPrice = (price: string) => (/^\d+(\.\d+)?$/.test(price) ? formatRupees(Number(price)) : price);
