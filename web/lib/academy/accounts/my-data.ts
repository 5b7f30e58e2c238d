import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { UserRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { KIND_LABELS } from '@/lib/db/lead-words';
import { formatPaise } from '../payments/amounts';
import { bookingStatus } from './bookings';
import { listMyReviews } from './my-reviews';

const { fees, leads, outbox, sessions, taxInvoices } = tables;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const absolute = (path: string | null) => (path ? new URL(path, env.SITE_URL).toString() : null);

/**
 * Everything the academy holds about this account (issue 30; the DPDP Act's right to access): the account, its
 * sessions, every lead sent with its email (demo requests, enrolments, enquiries, trainer applications) with what was
 * sent and its status, its fees paid online with their GST invoices' numbers (issue 55), its reviews with their
 * photos as links, and the mails sent to it. No password hash, no token.
 */
export async function exportMyData(user: UserRow) {
  const db = await getDb();
  const [mySessions, myLeads, myFees, mails, reviews] = [
    await db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.id)),
    await db
      .select()
      .from(leads)
      .where(and(eq(leads.email, user.email), isNull(leads.erasedAt)))
      .orderBy(asc(leads.id)),
    await db
      .select({ fee: fees, invoice: taxInvoices.number })
      .from(fees)
      .leftJoin(taxInvoices, and(eq(taxInvoices.feeId, fees.id), eq(taxInvoices.kind, 'invoice')))
      .where(eq(fees.email, user.email.toLowerCase()))
      .orderBy(asc(fees.id)),
    await db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(asc(outbox.id)),
    await listMyReviews(user.id),
  ];
  return {
    exportedAt: new Date().toISOString(),
    account: {
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      role: user.roleId === 2 ? 'Trainer' : 'Student',
      emailVerifiedAt: iso(user.emailVerifiedAt),
      passwordChangedAt: iso(user.passwordChangedAt),
      createdAt: iso(user.createdAt),
    },
    sessions: mySessions.map((s) => ({
      startedAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
      endedAt: iso(s.revokedAt),
    })),
    requests: myLeads.map((lead) => ({
      kind: KIND_LABELS[lead.kind],
      receivedAt: iso(lead.receivedAt),
      courses: lead.courseNames,
      status: bookingStatus(lead.status),
      sent: Object.fromEntries([['Name', lead.name], ['Email', lead.email], ['Phone', lead.phone], ...lead.details]),
    })),
    payments: myFees.map(({ fee, invoice }) => ({
      course: fee.courseName,
      for: fee.description,
      amount: formatPaise(fee.amountPaise),
      status: fee.status,
      state: fee.learnerState,
      paidAt: iso(fee.paidAt),
      invoice,
    })),
    reviews: reviews.map((r) => ({
      course: r.courseName,
      name: r.studentName,
      ratings: r.ratings,
      reviewDescription: r.reviewDescription,
      photo: absolute(r.imageOfStudent),
      createdAt: r.createdAt,
    })),
    mails: mails.map((m) => ({
      subject: m.subject,
      text: m.text,
      status: m.status,
      createdAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    })),
  };
}

export type MyData = Awaited<ReturnType<typeof exportMyData>>;
