import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { LeadStatus, SlotChoice } from '@/lib/db/schema';
import { coursePagePath } from '@/lib/page-paths';
import { formatRupees } from '@/lib/rupees';
import { conflict, notFound } from '../errors';

const { categories, courses, demoRequests, enrolments, leads, staffAudit } = tables;

/** The lost reason a learner's own cancellation leaves on the lead, which the console shows. */
export const CANCELLED_BY_LEARNER = 'Cancelled by the learner';

/** A lead's status in the learner's words (issue 30): staff's "new" is "received"; a lost lead is closed to them. */
export type BookingStatus = 'received' | 'contacted' | 'demo_scheduled' | 'enrolled' | 'closed' | 'cancelled';

export const bookingStatus = (status: LeadStatus, lostReason: string | null): BookingStatus => {
  if (status === 'new') return 'received';
  if (status === 'lost') return lostReason === CANCELLED_BY_LEARNER ? 'cancelled' : 'closed';
  return status;
};

export type Booking = {
  id: number;
  kind: 'demo' | 'enrolment';
  courseName: string;
  /** The course page, while the course is in the catalogue. */
  coursePath: string | null;
  trainerName: string;
  /** '7:00 AM - 8:00 AM' for an enrolment; a demo request names no timing. */
  timing: string | null;
  /** The chosen slots as the form named them: 'Single Session - ₹599 / Session'. */
  slots: string | null;
  /** '₹1,499', or the price as it was sent when it is not a number. */
  price: string | null;
  city: string;
  receivedAt: string;
  status: BookingStatus;
  /** A demo request may be cancelled while nobody has worked it yet. */
  cancellable: boolean;
};

/**
 * What the enrolment costs, as sent: the popup's price ('1499' -> '₹1,499'), else the chosen slots' prices
 * ('₹599 / Session'; 'Free').
 */
function priceText(price: string | null, slots: SlotChoice[]): string | null {
  if (price) return /^\d+(\.\d+)?$/.test(price) ? formatRupees(Number(price)) : price;
  const prices = slots.map((s) => (s.price === 'Free' ? 'Free' : `${formatRupees(s.price)}${s.feeType ? ` / ${s.feeType}` : ''}`));
  return prices.length ? prices.join(', ') : null;
}

/** The most a learner's page lists; more than anyone books, enough to keep one answer small. */
const MOST = 200;

/**
 * The demo requests and enrolments sent with this email, signed in or not, newest first, each with the status the
 * staff console keeps. Erased leads are not theirs any more.
 */
export async function listBookings(email: string): Promise<Booking[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: leads.id, kind: leads.kind, status: leads.status, lostReason: leads.lostReason, receivedAt: leads.receivedAt,
      courseNames: leads.courseNames, city: leads.city,
      demoTrainer: demoRequests.trainerName,
      enrolTrainer: enrolments.trainerName, timeFrom: enrolments.timeFrom, timeTo: enrolments.timeTo, price: enrolments.price, slot: enrolments.slot,
      courseSlug: courses.slug, categorySlug: categories.slug, archivedAt: courses.archivedAt,
    })
    .from(leads)
    .leftJoin(demoRequests, and(eq(leads.kind, 'demo'), eq(demoRequests.id, leads.sourceId)))
    .leftJoin(enrolments, and(eq(leads.kind, 'enrolment'), eq(enrolments.id, leads.sourceId)))
    .leftJoin(courses, eq(courses.id, sql`${leads.courseIds}[1]`))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(eq(leads.email, email), inArray(leads.kind, ['demo', 'enrolment']), isNull(leads.erasedAt)))
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .limit(MOST);
  return rows.map((row) => {
    const status = bookingStatus(row.status, row.lostReason);
    const enrolment = row.kind === 'enrolment';
    return {
      id: row.id,
      kind: enrolment ? 'enrolment' : 'demo',
      courseName: row.courseNames,
      coursePath: row.courseSlug && row.categorySlug && !row.archivedAt ? coursePagePath(row.categorySlug, row.courseSlug) : null,
      trainerName: (enrolment ? row.enrolTrainer : row.demoTrainer) ?? '',
      timing: enrolment && row.timeFrom ? `${row.timeFrom} - ${row.timeTo}` : null,
      slots: enrolment && row.slot?.length ? row.slot.map((s) => s.label).join(', ') : null,
      price: enrolment ? priceText(row.price, row.slot ?? []) : null,
      city: row.city,
      receivedAt: row.receivedAt.toISOString(),
      status,
      cancellable: !enrolment && status === 'received',
    };
  });
}

/**
 * Cancels one of this email's demo requests while it is new: one conditional UPDATE, so a counsellor's change at the
 * same moment and fifty clicks at once leave one outcome. The console sees it as lost with the learner's reason, and
 * an audit row (no member: the learner did it) says so.
 */
export async function cancelDemoRequest(email: string, leadId: number): Promise<BookingStatus> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<BookingStatus> => {
    const [cancelled] = await tx
      .update(leads)
      .set({ status: 'lost', lostReason: CANCELLED_BY_LEARNER, version: sql`${leads.version} + 1`, updatedAt: new Date() })
      .where(and(eq(leads.id, leadId), eq(leads.email, email), eq(leads.kind, 'demo'), eq(leads.status, 'new'), isNull(leads.erasedAt)))
      .returning({ id: leads.id });
    if (cancelled) {
      await tx.insert(staffAudit).values({ staffId: null, action: 'lead.status', subject: `lead:${leadId}`, detail: { from: 'new', to: 'lost', reason: CANCELLED_BY_LEARNER, by: 'learner' } });
      return 'cancelled';
    }
    const [mine] = await tx
      .select({ status: leads.status, lostReason: leads.lostReason })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.email, email), eq(leads.kind, 'demo'), isNull(leads.erasedAt)));
    if (!mine) throw notFound('No such demo request');
    if (bookingStatus(mine.status, mine.lostReason) === 'cancelled') return 'cancelled';
    throw conflict('Our team is already working on this request, so it can no longer be cancelled here. Please contact us.');
  });
}
