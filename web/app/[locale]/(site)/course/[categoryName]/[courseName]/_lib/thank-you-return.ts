// The thank-you page goes back to the course 3 s after a form sent the visitor there (spec sections 4 and 9), and
// only then: a visitor who opened the thank-you address directly would be sent off the site. The form leaves a
// short-lived note in sessionStorage (this tab only) naming the thank-you path it is about to open, and, after a
// demo request, the request's booking page (issue 53): the thank-you page offers it, and so does the course page
// once the visitor is back there.

import { leaveTabNote, takeTabNote } from '@/lib/browser/local-storage';

const KEY = 'course-thank-you-return';
const PICK_KEY = 'course-demo-pick';
const FRESH_MS = 15_000;

const samePath = (a: string, b: string) => decodeURI(a).toLowerCase() === decodeURI(b).toLowerCase();

/** A booking page's address as the API answers it ('/demo/…' or '/hi/demo/…'); anything else is not followed. */
const BOOKING_PATH = /^(?:\/hi)?\/demo\/[A-Za-z0-9_-]{32}$/;
const bookingPath = (value: unknown) => (typeof value === 'string' && BOOKING_PATH.test(value) ? value : undefined);

/** A fee's pay page as the API answers it ('/pay/…' or '/hi/pay/…'), with its amount ('₹2,199'; issue 55). */
export type PayNote = { path: string; amount: string };
const PAY_PATH = /^(?:\/hi)?\/pay\/[A-Za-z0-9_-]{32}$/;
const payNote = (value: unknown): PayNote | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { path, amount } = value as { path?: unknown; amount?: unknown };
  return typeof path === 'string' && PAY_PATH.test(path) && typeof amount === 'string' && /^₹[\d,.]{1,15}$/.test(amount)
    ? { path, amount }
    : undefined;
};

/** The pay page in an enrolment's answer (`pay`), when its fee is paid online. */
export const payOf = (answer: unknown) =>
  payNote(answer && typeof answer === 'object' ? (answer as { pay?: unknown }).pay : undefined);

/** The booking page in a demo request's answer (`demoPath`), if it names one. */
export const demoPathOf = (answer: unknown) =>
  bookingPath(answer && typeof answer === 'object' ? (answer as { demoPath?: unknown }).demoPath : undefined);

/** Called by a form just before it opens the thank-you page (storage refused: the visitor stays there). */
export const noteReturn = (path: string, demoPath?: string, pay?: PayNote) =>
  leaveTabNote(KEY, { path, demoPath, pay });

/** When a form sent the visitor to `path` moments ago: the note (removed), with the demo's booking page if any. */
export function takeReturn(path: string): { demoPath?: string; pay?: PayNote } | null {
  const note = takeTabNote(KEY, FRESH_MS);
  if (typeof note?.path !== 'string' || !samePath(note.path, path)) return null;
  return { demoPath: bookingPath(note.demoPath), pay: payNote(note.pay) };
}

/** Left by the thank-you page as it goes back: the course page offers the booking page once more. */
export const notePick = (demoPath: string) => leaveTabNote(PICK_KEY, { demoPath });

export const takePick = () => bookingPath(takeTabNote(PICK_KEY, FRESH_MS)?.demoPath);
