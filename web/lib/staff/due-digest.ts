import 'server-only';
import { and, asc, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDb, tables } from '@/lib/db';
import { env } from '@/lib/env';
import { globalSingleton } from '@/lib/global-singletons';
import { indianDate, indianMinutes } from '@/lib/india-time';
import { endOfIndianDay } from '@/lib/leads/due-times';
import { dueDigestMail, enqueue } from '@/lib/mail';
import { internationalPhone } from '@/lib/phone';
import { shownLeadName } from './leads/inbox';

const { leadDigestDays, leads, staffMembers } = tables;

/** The digest goes at 9:00 IST, or at a server's first look after it that day. */
export const DIGEST_MINUTES = 9 * 60;
/** The leads a digest lists by name, the soonest due first; the rest are counted. */
const LISTED = 25;

const DAY_WORDS = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Kolkata',
});

/**
 * Queues each active member's digest of the leads they own that are overdue or due by India's midnight (issue 54),
 * once a day from 9:00 IST: the first instance to record the day in lead_digest_days queues the mails in the same
 * transaction, so a day's digests go once however many instances look, and none is lost to a crash between the two.
 * A member with nothing due gets no mail. Returns how many were queued, or null when it was not this call's to send.
 */
export async function queueDueDigests(now: Date): Promise<number | null> {
  if (indianMinutes(now) < DIGEST_MINUTES) return null;
  const day = indianDate(now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(leadDigestDays)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: leadDigestDays.day });
    if (!claimed) return null;
    const endOfToday = endOfIndianDay(now);
    const due = and(isNotNull(leads.ownerId), lt(leads.dueAt, endOfToday));
    const members = await tx
      .select({
        id: staffMembers.id,
        email: staffMembers.email,
        overdue: sql<number>`count(*) filter (where ${leads.dueAt} < ${now})`.mapWith(Number),
        total: count(),
      })
      .from(leads)
      .innerJoin(staffMembers, eq(leads.ownerId, staffMembers.id))
      .where(and(due, isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash)))
      .groupBy(staffMembers.id, staffMembers.email);
    for (const member of members) {
      const listed = await tx
        .select({
          id: leads.id,
          name: shownLeadName,
          email: leads.email,
          phone: leads.phone,
          courseNames: leads.courseNames,
          dueAt: leads.dueAt,
        })
        .from(leads)
        .where(and(eq(leads.ownerId, member.id), lt(leads.dueAt, endOfToday)))
        .orderBy(asc(leads.dueAt), asc(leads.id))
        .limit(LISTED);
      await enqueue(
        dueDigestMail({
          to: member.email,
          day: DAY_WORDS.format(now),
          overdue: member.overdue,
          today: member.total - member.overdue,
          leads: listed.map((lead) => ({
            ...lead,
            phone: lead.phone && internationalPhone(lead.phone),
            dueAt: lead.dueAt!.toISOString(),
            overdue: lead.dueAt! < now,
          })),
          more: member.total - listed.length,
        }),
        'staff',
        { db: tx, about: `digest:${day}` },
      );
    }
    return members.length;
  });
}

/**
 * This process's timer, and its last day whose digests were queued or found queued: past it, no look at the
 * database that day.
 */
const holder = globalSingleton('dueDigests', (): { lookedOn: string | null; timer: NodeJS.Timeout | null } => ({
  lookedOn: null,
  timer: null,
}));
/** How often a server looks at its clock for 9:00 IST: the site's clock may be moved (tests, CLOCK_OFFSET_FILE). */
const LOOK_MS = 2_000;

async function look() {
  const now = clockNow();
  const day = indianDate(now);
  if (day === holder.lookedOn || indianMinutes(now) < DIGEST_MINUTES) return;
  try {
    await queueDueDigests(now);
    holder.lookedOn = day;
  } catch (error) {
    // The database is away: the next look tries again.
    console.warn(`[digest] not queued yet: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Starts this process's look for the morning digest (once), unless DUE_DIGESTS is off, and takes the first look
 * before the server answers: a server started after 9:00 IST sends a digest its day has not had.
 */
export async function startDueDigests(): Promise<void> {
  if (env.DUE_DIGESTS === 'off' || holder.timer) return;
  holder.timer = setInterval(() => void look(), LOOK_MS);
  holder.timer.unref();
  await look();
}
