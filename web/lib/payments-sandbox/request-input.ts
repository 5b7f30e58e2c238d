import 'server-only';
import type { Notes, OrderInput, PaymentLinkInput, RefundInput } from './entities';
import { badField, RazorpayError } from './errors';

// What the REST API accepts, checked field by field with Razorpay's own wording, so a caller's mistake is a 400
// naming the field (as Razorpay answers) and never an exception further in.

/** Razorpay keeps amounts as unsigned 32-bit integers of paise. */
const MAX_AMOUNT = 4_294_967_295;
const MAX_RECEIPT = 40;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
/** Keys Razorpay's order creation takes that the sandbox can honour by ignoring them (it always captures). */
const IGNORED_ORDER_KEYS = new Set(['payment_capture']);
const ORDER_KEYS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment', ...IGNORED_ORDER_KEYS]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of `POST /orders`, checked. */
export function parseOrderInput(body: unknown): OrderInput {
  if (!isRecord(body)) throw new RazorpayError(400, 'The request body must be a JSON object');
  const unknown = Object.keys(body).find((key) => !ORDER_KEYS.has(key));
  if (unknown !== undefined) throw badField(unknown, `${unknown} is/are not required and should not be sent`);
  const { amount, currency, receipt, notes, partial_payment } = body;
  if (amount === undefined || amount === null) throw badField('amount', 'The amount field is required.');
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    throw badField('amount', 'The amount must be an integer.');
  if (amount < 100) throw badField('amount', 'Order amount less than minimum amount allowed');
  if (amount > MAX_AMOUNT) throw badField('amount', `The amount may not be greater than ${MAX_AMOUNT}.`);
  if (currency === undefined || currency === null) throw badField('currency', 'The currency field is required.');
  if (currency !== 'INR') throw badField('currency', 'The sandbox accepts only INR');
  if (receipt !== undefined && receipt !== null) {
    if (typeof receipt !== 'string') throw badField('receipt', 'The receipt must be a string.');
    if (receipt.length > MAX_RECEIPT)
      throw badField('receipt', `The receipt may not be greater than ${MAX_RECEIPT} characters.`);
  }
  if (partial_payment !== undefined && partial_payment !== false)
    throw badField('partial_payment', 'The sandbox does not take partial payments');
  return { amount, currency, receipt: typeof receipt === 'string' ? receipt : null, notes: parseNotes(notes) };
}

const REFUND_KEYS = new Set(['amount', 'speed', 'notes', 'receipt']);

/** The body of `POST /payments/:id/refund`: an amount (all that is left without one), normal speed, notes, receipt. */
export function parseRefundInput(body: unknown): RefundInput {
  if (!isRecord(body)) throw new RazorpayError(400, 'The request body must be a JSON object');
  const unknown = Object.keys(body).find((key) => !REFUND_KEYS.has(key));
  if (unknown !== undefined) throw badField(unknown, `${unknown} is/are not required and should not be sent`);
  const { amount, speed, notes, receipt } = body;
  if (amount !== undefined && amount !== null) {
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      throw badField('amount', 'The amount must be an integer.');
    if (amount < 100) throw badField('amount', 'The amount must be atleast INR 1.00');
  }
  if (speed !== undefined && speed !== 'normal')
    throw badField('speed', 'The sandbox processes refunds at normal speed only');
  if (receipt !== undefined && receipt !== null) {
    if (typeof receipt !== 'string') throw badField('receipt', 'The receipt must be a string.');
    if (receipt.length > MAX_RECEIPT)
      throw badField('receipt', `The receipt may not be greater than ${MAX_RECEIPT} characters.`);
  }
  return {
    amount: typeof amount === 'number' ? amount : null,
    receipt: typeof receipt === 'string' ? receipt : null,
    notes: parseNotes(notes),
  };
}

function parseNotes(notes: unknown): Notes {
  if (notes === undefined || notes === null) return {};
  if (!isRecord(notes)) throw badField('notes', 'The notes must be an object of keys and values.');
  const entries = Object.entries(notes);
  if (entries.length > MAX_NOTES) throw badField('notes', `Number of notes fields cannot be more than ${MAX_NOTES}`);
  for (const [key, value] of entries) {
    if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string')
      throw badField('notes', `The notes.${key} must be a string or a number.`);
    if (key.length > MAX_NOTE_LENGTH || String(value).length > MAX_NOTE_LENGTH)
      throw badField('notes', `The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`);
  }
  return Object.fromEntries(entries) as Notes;
}

export type PaymentsQuery = { from: number | null; to: number | null; count: number; skip: number };

/** The query of `GET /payments`: `from` and `to` in unix seconds, both ends included; `count` 1 to 100 (10). */
export function parsePaymentsQuery(search: URLSearchParams): PaymentsQuery {
  const from = whole(search, 'from', 0, null);
  const to = whole(search, 'to', 0, null);
  const count = whole(search, 'count', 1, 100) ?? 10;
  const skip = whole(search, 'skip', 0, null) ?? 0;
  return { from, to, count, skip };
}

/** A whole number from the query, between `min` and `max`; null when absent. */
function whole(search: URLSearchParams, name: string, min: number, max: number | null): number | null {
  const text = search.get(name);
  if (text === null || text === '') return null;
  if (!/^\d{1,15}$/.test(text)) throw badField(name, `The ${name} must be an integer.`);
  const value = Number(text);
  if (value < min) throw badField(name, `The ${name} must be at least ${min}.`);
  if (max !== null && value > max) throw badField(name, `The ${name} may not be greater than ${max}.`);
  return value;
}

const LINK_KEYS = new Set([
  'amount',
  'currency',
  'accept_partial',
  'first_min_partial_amount',
  'description',
  'customer',
  'notify',
  'reminder_enable',
  'reference_id',
  'expire_by',
  'callback_url',
  'callback_method',
  'notes',
]);
/** Razorpay: a link's expiry is at least 15 minutes away. */
const LEAST_EXPIRY_SECONDS = 15 * 60;

/** The body of `POST /payment_links`, checked: `now` in unix seconds. */
export function parsePaymentLinkInput(body: unknown, now: number): PaymentLinkInput {
  if (!isRecord(body)) throw new RazorpayError(400, 'The request body must be a JSON object');
  const unknown = Object.keys(body).find((key) => !LINK_KEYS.has(key));
  if (unknown !== undefined) throw badField(unknown, `${unknown} is/are not required and should not be sent`);
  const { amount, currency, accept_partial, description, customer, notify, reminder_enable } = body;
  const { reference_id, expire_by, callback_url, callback_method, notes } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    throw badField('amount', 'The amount must be an integer.');
  if (amount < 100 || amount > MAX_AMOUNT)
    throw badField('amount', 'The amount must be between INR 1.00 and the maximum');
  if (currency !== undefined && currency !== 'INR') throw badField('currency', 'The sandbox accepts only INR');
  if (accept_partial !== undefined && accept_partial !== false)
    throw badField('accept_partial', 'The sandbox does not take partial payments');
  if (description !== undefined && (typeof description !== 'string' || description.length > 2048))
    throw badField('description', 'The description must be a string of at most 2048 characters.');
  if (typeof reference_id !== 'string' || reference_id.length < 1 || reference_id.length > MAX_RECEIPT)
    throw badField('reference_id', `The reference id must be 1 to ${MAX_RECEIPT} characters.`);
  if (expire_by !== undefined && (typeof expire_by !== 'number' || !Number.isInteger(expire_by)))
    throw badField('expire_by', 'The expire by must be an integer.');
  if (typeof expire_by === 'number' && expire_by < now + LEAST_EXPIRY_SECONDS)
    throw badField('expire_by', 'The expire by date should be at least 15 minutes after current time');
  if (callback_url !== undefined && typeof callback_url !== 'string')
    throw badField('callback_url', 'The callback url must be a string.');
  if (callback_method !== undefined && callback_method !== 'get')
    throw badField('callback_method', 'The callback method must be get.');
  return {
    amount,
    description: typeof description === 'string' ? description : '',
    customer: parseCustomer(customer),
    notify: {
      sms: isRecord(notify) && notify.sms === true,
      email: isRecord(notify) && notify.email === true,
    },
    reminder_enable: reminder_enable === true,
    reference_id,
    expire_by: typeof expire_by === 'number' ? expire_by : 0,
    callback_url: typeof callback_url === 'string' ? callback_url : '',
    callback_method: callback_method === 'get' ? 'get' : '',
    notes: parseNotes(notes),
  };
}

function parseCustomer(customer: unknown): PaymentLinkInput['customer'] {
  if (customer === undefined || customer === null) return {};
  if (!isRecord(customer)) throw badField('customer', 'The customer must be an object.');
  const picked: Record<string, string> = {};
  for (const key of ['name', 'email', 'contact'] as const) {
    const value = customer[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 256) throw badField(`customer.${key}`, `The ${key} is not valid.`);
    picked[key] = value;
  }
  return picked;
}
