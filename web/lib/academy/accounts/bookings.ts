import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, tables } from '@/lib/db';
import { demoOnAccount, type AccountDemo } from '@/lib/academy/demos/account-demo';
import type { LeadStatus } from '@/lib/db/schema';
import { coursePagePath } from '@/lib/page-paths';
import type { Locale } from '@/lib/i18n/locales';
import { sentPrice } from '@/lib/price-words';
import { scheduleWordsIn, slotsIn } from '@/lib/schedule-words-in';
import { storedTrainerNameIn } from '../catalogue-words';
import { batchOptions } from '../course-trainers';
import { formatPaise } from '../payments/amounts';
import { accountPayPath } from '../payments/fees';

const { batches, categories, courses, demoBookings, demoRequests, enrolments, fees, leads, taxInvoices, trainers } =
  tables;
const demoBatches = alias(batches, 'demo_batches');

/** A lead's status in the learner's words (issue 30): staff's "new" is "received"; a lost lead is closed to them. */
export type BookingStatus =
  | 'received'
  | 'contacted'
  | 'demo_scheduled'
  | 'demo_done'
  | 'enrolled'
  | 'closed'
  | 'cancelled';

export const bookingStatus = (status: LeadStatus): BookingStatus => {
  if (status === 'new') return 'received';
  if (status === 'lost') return 'closed';
  return status;
};

export type Booking = {
  id: number;
  kind: 'demo' | 'enrolment';
  courseName: string;
  /** The course page, while the course is in the catalogue. */
  coursePath: string | null;
  /** In the page's language where staff gave one (issue 52). */
  trainerName: string;
  /** An enrolment's batch in the page's language: 'Mon, Wed, Fri · 6:00–7:00 pm'; a demo request names none. */
  timing: string | null;
  /** The chosen options in the page's language: '4 sessions: ₹2,199'. */
  slots: string | null;
  /** '₹1,499', or the price as it was sent when it is not a number. */
  price: string | null;
  city: string;
  receivedAt: string;
  status: BookingStatus;
  /** A demo request may be cancelled while nobody has worked it yet. */
  cancellable: boolean;
  /** A demo request's class (issue 53): its time once booked, and the way to pick, move or cancel it. */
  demo: AccountDemo | null;
  /**
   * An enrolment's fee paid online (issue 55): its amount, "Pay now" (its pay page) while it is due, its GST
   * invoice once paid, and the credit notes of what was given back (/api/user/invoices/:id gives each PDF).
   */
  fee: {
    amount: string;
    paid: boolean;
    payPath: string | null;
    invoice: TaxDocument | null;
    creditNotes: (TaxDocument & { amount: string })[];
  } | null;
};

type TaxDocument = { id: number; number: string };

/** The most a learner's page lists; more than anyone books, enough to keep one answer small. */
const MOST = 200;

/**
 * The demo requests and enrolments sent with this email, signed in or not, newest first, each with the status the
 * staff console keeps, in `locale`'s words. Erased leads are not theirs any more.
 */
export async function listBookings(email: string, locale: Locale): Promise<Booking[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      receivedAt: leads.receivedAt,
      courseNames: leads.courseNames,
      city: leads.city,
      demoTrainer: demoRequests.trainerName,
      enrolTrainer: enrolments.trainerName,
      trainerNameHi: trainers.trainerNameHi,
      batchId: enrolments.batchId,
      timeFrom: enrolments.timeFrom,
      timeTo: enrolments.timeTo,
      days: batches.days,
      price: enrolments.price,
      slot: enrolments.slot,
      courseSlug: courses.slug,
      categorySlug: categories.slug,
      archivedAt: courses.archivedAt,
      demoBooking: demoBookings,
      demoClassLink: demoBatches.classLink,
      demoVenue: demoBatches.venue,
      feeId: fees.id,
      feeStatus: fees.status,
      feeAmount: fees.amountPaise,
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
    })
    .from(leads)
    .leftJoin(demoRequests, and(eq(leads.kind, 'demo'), eq(demoRequests.id, leads.sourceId)))
    .leftJoin(enrolments, and(eq(leads.kind, 'enrolment'), eq(enrolments.id, leads.sourceId)))
    .leftJoin(batches, eq(batches.id, enrolments.batchId))
    .leftJoin(trainers, eq(trainers.id, sql`coalesce(${enrolments.trainerId}, ${demoRequests.trainerId})`))
    .leftJoin(courses, eq(courses.id, sql`${leads.courseIds}[1]`))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(demoBookings, and(eq(leads.kind, 'demo'), eq(demoBookings.leadId, leads.id)))
    .leftJoin(demoBatches, eq(demoBatches.id, demoBookings.batchId))
    .leftJoin(fees, and(eq(leads.kind, 'enrolment'), eq(fees.enrolmentId, enrolments.id)))
    .leftJoin(taxInvoices, and(eq(taxInvoices.feeId, fees.id), eq(taxInvoices.kind, 'invoice')))
    .where(and(eq(leads.email, email), inArray(leads.kind, ['demo', 'enrolment']), isNull(leads.erasedAt)))
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .limit(MOST);
  const words = scheduleWordsIn(locale);
  const options = await batchOptions(rows.flatMap((row) => (row.batchId === null ? [] : [row.batchId])));
  const notes = await creditNotesOf(rows.flatMap((row) => (row.feeId === null ? [] : [row.feeId])));
  return rows.map((row) => {
    const status = bookingStatus(row.status);
    const enrolment = row.kind === 'enrolment';
    const trainerName = (enrolment ? row.enrolTrainer : row.demoTrainer) ?? '';
    return {
      id: row.id,
      kind: enrolment ? 'enrolment' : 'demo',
      courseName: row.courseNames,
      coursePath:
        row.courseSlug && row.categorySlug && !row.archivedAt ? coursePagePath(row.categorySlug, row.courseSlug) : null,
      trainerName: storedTrainerNameIn({ trainerName, trainerNameHi: row.trainerNameHi }, locale),
      timing:
        enrolment && row.timeFrom && row.timeTo
          ? words.batch(row.days ?? [], { from: row.timeFrom, to: row.timeTo })
          : null,
      // Each chosen option with its price ('4 sessions: ₹2,199'); the popup's price as it was chosen (issue 52).
      slots:
        enrolment && row.slot?.length
          ? slotsIn(locale, row.slot, row.batchId === null ? undefined : options.get(row.batchId))
          : null,
      price: enrolment && row.price ? sentPrice(row.price) : null,
      city: row.city,
      receivedAt: row.receivedAt.toISOString(),
      status,
      cancellable: !enrolment && status === 'received',
      demo: row.demoBooking
        ? demoOnAccount(
            row.demoBooking,
            { courseName: row.courseNames, trainerName, place: { classLink: row.demoClassLink, venue: row.demoVenue } },
            locale,
          )
        : null,
      fee:
        row.feeId !== null && row.feeAmount !== null && row.feeStatus !== 'cancelled'
          ? {
              amount: formatPaise(row.feeAmount),
              paid: row.feeStatus === 'paid',
              payPath: row.feeStatus === 'due' ? accountPayPath(row.feeId) : null,
              invoice:
                row.invoiceId !== null && row.invoiceNumber !== null
                  ? { id: row.invoiceId, number: row.invoiceNumber }
                  : null,
              creditNotes: notes.filter((note) => note.feeId === row.feeId).map(({ feeId, ...note }) => note),
            }
          : null,
    };
  });
}

/** The credit notes of these fees (money given back, issue 55), oldest first. */
async function creditNotesOf(feeIds: number[]) {
  if (feeIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: taxInvoices.id,
      number: taxInvoices.number,
      feeId: taxInvoices.feeId,
      totalPaise: taxInvoices.totalPaise,
    })
    .from(taxInvoices)
    .where(and(inArray(taxInvoices.feeId, feeIds), eq(taxInvoices.kind, 'credit_note')))
    .orderBy(taxInvoices.id);
  return rows.map(({ totalPaise, ...note }) => ({ ...note, amount: formatPaise(totalPaise) }));
}
