import 'server-only';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import { eraseLeadsOf } from '@/lib/leads/erase';
import { refused } from '../errors';
import { mailboxOf } from '../mailbox';
import { spendVerification } from '../otp';

const {
  contactEnquiries,
  demoBookings,
  demoRequests,
  enrolments,
  idempotentAnswers,
  fees,
  otpCodes,
  taxInvoices,
  outbox,
  reviewPhotos,
  reviews,
  throttles,
  trainerApplications,
  users,
} = tables;

/** What a review keeps of its writer once they have deleted their account. */
export const FORMER_LEARNER = 'Former learner';
/** The text of such a review: none (a review written on the site always has text: lib/validation/review.ts). */
export const ERASED_TEXT = '';

/**
 * What deleting an account does to each table (issue 30; the DPDP Act's right to erasure), by the table's SQL name.
 * Every table of the schema is here: a test reads the tables from the schema, so a new table without a rule fails it.
 */
export const ERASE_RULES = {
  users: 'deleted',
  sessions: 'deleted with the account (on delete cascade)',
  otp_codes: 'the codes mailed to the email are deleted',
  reviews: `text blanked; the stars stay in the course's rating, as "${FORMER_LEARNER}", without photo or account (the lists leave such a review out)`,
  review_photos: "the photos of the account's reviews are deleted",
  leads: 'name, email, phone, city and what was sent are blanked; marked erased for the staff console',
  lead_notes: "staff notes on the person's leads are deleted",
  demo_requests: 'name, email, phone and city are blanked',
  demo_bookings: "the bookings of the person's demo requests are deleted: their times, links and calendar events",
  enrolments: 'name, email, phone and city are blanked',
  fees: 'name, email and phone are blanked; the course, amounts and state stay for the books (GST records are kept)',
  payment_orders: "the gateway's order ids and amounts: no personal data",
  payments: "the gateway's payment ids, amounts, method and status: no personal data",
  payment_events: "the webhook events' ids and kinds (no bodies): no personal data",
  document_series: 'the last number of each series of tax documents: no personal data',
  tax_invoices: 'the email is blanked; the name, state and amounts stay: GST law keeps tax invoices for six years',
  refunds: "the amounts, the gateway's refund ids and the staff's reason: no personal data",
  payment_links: "the gateway's link ids and addresses, amounts, expiry and the staff's reason: no personal data",
  contact_enquiries: 'name, email, phone and message are blanked',
  trainer_applications: 'name, email, phone, area, city and description are blanked',
  outbox: 'mails to the email, and mails that name it (the inbox notices), are deleted',
  throttles: 'counters keyed by the email or its mailbox are deleted',
  idempotent_answers: 'stored answers that hold the email are deleted',
  staff_audit: 'holds no learner data (ids and statuses); each erased lead gets a row',
  lead_rules: "the academy's rules for new leads: no personal data",
  lead_digest_days: 'the days the morning digest of due leads went out: no personal data',
  whatsapp_messages: "the admins' WhatsApp messages per kind of lead: no personal data",
  whatsapp_clicks: 'how often the chat button was pressed per page and day: no personal data',
  lead_day_counts: "the dashboard's counts of leads per day, source, course and owner: no personal data",
  categories: 'catalogue: no personal data',
  courses: 'catalogue: no personal data',
  trainers: 'catalogue: trainers are public profiles, not learners',
  trainer_days_off: "catalogue: a trainer's days without classes",
  trainer_courses: 'catalogue: no personal data',
  batches: 'catalogue: no personal data',
  batch_timings: 'catalogue: no personal data',
  price_options: 'catalogue: no personal data',
  slug_redirects: 'catalogue: no personal data',
  catalogue_images: 'catalogue: no personal data',
  catalogue_seed: 'a marker row: no personal data',
  search_index_version: 'a counter: no personal data',
  searched_texts: 'search texts counted, tied to no account; texts like phone numbers or emails are never stored',
  staff_members: 'staff accounts, not learners',
  staff_password_links: 'staff accounts, not learners',
  staff_sessions: 'staff accounts, not learners',
  staff_setup_links: "the first admin's one-time setup links: a token hash and times, no person",
} as const satisfies Record<string, string>;

/**
 * Whether a text names the email as a whole address: 'xa@b.in' does not name 'a@b.in', so nobody else's mail or
 * stored answer goes with the person's.
 */
const namesEmail = (column: unknown, email: string) => {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Not inside a longer address; a full stop that ends a sentence may follow it.
  return sql`${column}::text ~* ${`(?<![a-z0-9._%+-])${escaped}(?![a-z0-9_%+-]|\\.[a-z0-9])`}`;
};

/** Whether a throttle's key ('login-account:a@b.in') counts for this subject exactly. */
const keyedBy = (subject: string) => sql`right(${throttles.key}, ${subject.length + 1}) = ${`:${subject}`}`;

/** Blanks the submissions behind these leads, and any other submission sent with the email. */
async function blankSubmissions(tx: Tx, email: string, bySource: Map<string, number[]>) {
  const ids = (kind: string) => bySource.get(kind) ?? [-1];
  const sameEmail = (column: Parameters<typeof eq>[0]) => sql`lower(${column}) = ${email}`;
  const demos = await tx
    .update(demoRequests)
    .set({ name: '', email: '', phone: '', city: '' })
    .where(or(inArray(demoRequests.id, ids('demo')), sameEmail(demoRequests.email)))
    .returning({ id: demoRequests.id });
  // A demo's booking goes with the person: its time, its link and its invitations' event (issue 53).
  if (demos.length)
    await tx.delete(demoBookings).where(
      inArray(
        demoBookings.demoRequestId,
        demos.map((d) => d.id),
      ),
    );
  await tx
    .update(enrolments)
    .set({ name: '', email: '', phone: '', city: '' })
    .where(or(inArray(enrolments.id, ids('enrolment')), sameEmail(enrolments.email)));
  await tx
    .update(fees)
    .set({ name: '', email: '', phone: '' })
    .where(or(inArray(fees.enrolmentId, ids('enrolment')), sameEmail(fees.email)));
  await tx.update(taxInvoices).set({ buyerEmail: '' }).where(sameEmail(taxInvoices.buyerEmail));
  await tx
    .update(contactEnquiries)
    .set({ name: '', email: '', phone: '', message: '' })
    .where(or(inArray(contactEnquiries.id, ids('enquiry')), sameEmail(contactEnquiries.email)));
  await tx
    .update(trainerApplications)
    .set({ firstName: '', lastName: '', email: '', phone: '', area: '', city: '', description: '' })
    .where(or(inArray(trainerApplications.id, ids('application')), sameEmail(trainerApplications.email)));
}

/**
 * Deletes the account after a fresh delete-account code for its email (its grant, verified within 10 minutes, spent here): personal data is
 * erased or anonymised in every table by ERASE_RULES, in one transaction, so a crash leaves all of it or none.
 * Returns the names of the courses whose pages showed the person's reviews, for the caller to refresh.
 */
export async function eraseAccount(userId: number, grant: unknown): Promise<{ courseNames: string[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw refused('This account no longer exists');
    const email = user.email;
    if (!(await spendVerification(tx, email, 'delete-account', grant)))
      throw refused('Please verify your email with the OTP first');

    const bySource = new Map<string, number[]>();
    for (const lead of await eraseLeadsOf(tx, email))
      bySource.set(lead.kind, [...(bySource.get(lead.kind) ?? []), lead.sourceId]);
    await blankSubmissions(tx, email, bySource);

    // What the person wrote is theirs and goes (issue 50: it stayed public under "Former learner"); the stars are a
    // count, not words of theirs, and stay in the course's rating and per-star counters, which the review list
    // (lib/academy/reviews.ts) keeps apart from the texts it shows.
    const photos = await tx
      .select({ id: reviews.photoId })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), isNotNull(reviews.photoId)));
    const anonymised = await tx
      .update(reviews)
      .set({ studentName: FORMER_LEARNER, reviewDescription: ERASED_TEXT, photoId: null, userId: null })
      .where(eq(reviews.userId, userId))
      .returning({ courseId: reviews.courseId });
    if (photos.length)
      await tx.delete(reviewPhotos).where(
        inArray(
          reviewPhotos.id,
          photos.map((p) => p.id!),
        ),
      );

    await tx.delete(otpCodes).where(eq(otpCodes.email, email));
    await tx.delete(throttles).where(or(keyedBy(email), keyedBy(mailboxOf(email))));
    await tx.delete(idempotentAnswers).where(namesEmail(idempotentAnswers.body, email));
    await tx
      .delete(outbox)
      .where(
        or(
          eq(outbox.to, email),
          namesEmail(outbox.subject, email),
          namesEmail(outbox.text, email),
          namesEmail(outbox.html, email),
        ),
      );
    await tx.delete(users).where(eq(users.id, userId));

    const courseIds = [...new Set(anonymised.map((r) => r.courseId))];
    const names = courseIds.length
      ? await tx
          .select({ courseName: tables.courses.courseName })
          .from(tables.courses)
          .where(inArray(tables.courses.id, courseIds))
      : [];
    return { courseNames: names.map((n) => n.courseName) };
  });
}
