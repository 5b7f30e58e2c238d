import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { LeadStatus, SlotChoice } from '@/lib/db/schema';
import { coursePagePath } from '@/lib/page-paths';
import { formatRupees } from '@/lib/rupees';

const { categories, courses, demoRequests, enrolments, leads } = tables;

/** A lead's status in the learner's words (issue 30): staff's "new" is "received"; a lost lead is closed to them. */
export type BookingStatus = 'received' | 'contacted' | 'demo_scheduled' | 'enrolled' | 'closed' | 'cancelled';

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
  const prices = slots.map((s) =>
    s.price === 'Free' ? 'Free' : `${formatRupees(s.price)}${s.feeType ? ` / ${s.feeType}` : ''}`,
  );
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
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      receivedAt: leads.receivedAt,
      courseNames: leads.courseNames,
      city: leads.city,
      demoTrainer: demoRequests.trainerName,
      enrolTrainer: enrolments.trainerName,
      timeFrom: enrolments.timeFrom,
      timeTo: enrolments.timeTo,
      price: enrolments.price,
      slot: enrolments.slot,
      courseSlug: courses.slug,
      categorySlug: categories.slug,
      archivedAt: courses.archivedAt,
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
    const status = bookingStatus(row.status);
    const enrolment = row.kind === 'enrolment';
    return {
      id: row.id,
      kind: enrolment ? 'enrolment' : 'demo',
      courseName: row.courseNames,
      coursePath:
        row.courseSlug && row.categorySlug && !row.archivedAt ? coursePagePath(row.categorySlug, row.courseSlug) : null,
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
