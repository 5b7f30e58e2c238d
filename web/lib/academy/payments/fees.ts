import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, tables, type Db, type Inserter } from '@/lib/db';
import type { FeeRow, SlotChoice } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { feePayPath } from '@/lib/page-paths';
import { optionWording } from '@/lib/price-words';
import type { BatchOptions } from '@/lib/schedule-words-in';
import { conflict, notFound } from '@/lib/domain-errors';
import type { StateCode } from '@/lib/indian-states';
import {
  isMailedToken,
  isSignedToken,
  mailedTokenHash,
  newMailedToken,
  readSignedToken,
  signedToken,
} from '../mailed-tokens';
import { paymentsOn } from './settings';

const { fees, payments } = tables;

/**
 * What the chosen options cost by the catalogue, in paise: the sum of their prices as the batch offers them now. An
 * option is the one the form's label names, in its words ('₹599 per session', what the forms send since issue 52) or
 * by its name ('Single Session'); the price is always the catalogue's, never the browser's. Null when nothing is to
 * be paid online: an option is free or no longer offered in those words (a counsellor sorts that out), or nothing
 * was chosen.
 */
export function feeOfSlots(slots: readonly SlotChoice[], options: BatchOptions | undefined): number | null {
  if (!options || slots.length === 0) return null;
  const named = (label: string) =>
    options.sessions.find(
      (option) =>
        optionWording(option, options.feeType) === label ||
        option.name.trim().toLowerCase() === label.trim().toLowerCase(),
    );
  let paise = 0;
  for (const slot of slots) {
    const price = named(slot.label)?.price;
    if (!price || price <= 0) return null;
    paise += price * 100;
  }
  return paise;
}

type NewFee = Pick<FeeRow, 'courseId' | 'courseName' | 'description' | 'amountPaise' | 'name' | 'email' | 'phone'>;

/**
 * A fee for a new enrolment (issue 55), when payments are on and its options have a price: its pay page's address
 * in the enrolment's language, for the answer and the mail, and `open`, which writes it in the enrolment's
 * transaction. Null when there is nothing to pay online.
 */
export function newFee(locale: Locale, amountPaise: number | null) {
  if (amountPaise === null || !paymentsOn()) return null;
  const token = newMailedToken();
  const path = localizedPath(locale, feePayPath(token));
  return {
    path,
    url: new URL(path, env.SITE_URL).toString(),
    amountPaise,
    open: (tx: Inserter, ids: { enrolmentId: number; leadId: number }, fee: Omit<NewFee, 'amountPaise'>) =>
      tx.insert(fees).values({
        ...fee,
        ...ids,
        email: fee.email.toLowerCase(),
        amountPaise,
        tokenHash: mailedTokenHash(token),
        locale,
      }),
  };
}

/** A pay link's token: the mailed one (the enrolment's answer and mail) or the account page's signed one. */
export const isPayToken = (token: string) => isMailedToken(token) || isSignedToken(token);

// The account page's link to a fee's pay page (../mailed-tokens.ts), working for a day: long enough to pay.
const ACCOUNT_LINK_SECONDS = 24 * 3600;
const ACCOUNT_PURPOSE = 'fee-account-link';

/** The pay page of a fee as the learner's account page links to it. */
export const accountPayPath = (feeId: number, now = new Date()) =>
  feePayPath(signedToken(ACCOUNT_PURPOSE, feeId, new Date(now.getTime() + ACCOUNT_LINK_SECONDS * 1000)));

/** The fee a pay link opens, or null for a forged, mangled, expired or unknown one. */
export async function feeByToken(db: Pick<Db, 'select'>, token: string): Promise<FeeRow | null> {
  const signedId = isMailedToken(token) ? null : readSignedToken(ACCOUNT_PURPOSE, token);
  if (!isMailedToken(token) && signedId === null) return null;
  const which = signedId === null ? eq(fees.tokenHash, mailedTokenHash(token)) : eq(fees.id, signedId);
  const [fee] = await db.select().from(fees).where(which);
  return fee ?? null;
}

/** A fee and how its last payment went, for its pay page. */
export async function feeView(token: string) {
  const db = await getDb();
  const fee = await feeByToken(db, token);
  if (!fee) return null;
  const [last] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.feeId, fee.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return { fee, lastPayment: last ?? null };
}

/** The pay page's refusals, which it shows in the learner's language (messages: paySaid). */
export const PAY_LINK_GONE = 'This payment link is not valid';
export const FEE_PAID = 'This fee is paid already';

/**
 * The fee a learner is about to pay, with the state they gave for the invoice kept on it. A fee already paid is
 * refused (409) rather than charged twice.
 */
export async function feeToPay(token: string, state: StateCode): Promise<FeeRow> {
  const db = await getDb();
  const fee = await feeByToken(db, token);
  if (!fee) throw notFound(PAY_LINK_GONE);
  if (fee.status === 'paid') throw conflict(FEE_PAID);
  if (fee.status !== 'due') throw notFound(PAY_LINK_GONE);
  if (fee.learnerState !== state)
    await db
      .update(fees)
      .set({ learnerState: state })
      .where(and(eq(fees.id, fee.id), eq(fees.status, 'due')));
  return { ...fee, learnerState: state };
}
