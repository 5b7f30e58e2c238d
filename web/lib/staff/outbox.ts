import 'server-only';
import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import { invalid, notFound } from '@/lib/academy/errors';
import { getDb, tables } from '@/lib/db';
import type { MailPurpose } from '@/lib/db/schema';
import { retryUntil } from '@/lib/mail';
import { audit } from './audit';

const { outbox } = tables;

export type WaitingMail = {
  id: number;
  to: string;
  subject: string;
  purpose: MailPurpose | null;
  status: 'queued' | 'undelivered';
  attempts: number;
  error: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
};

const LISTED = 200;

/**
 * Mail that has not arrived: given up after its 24 hours ('undelivered'), and still being retried (queued, tried at
 * least once). Newest first. A replaced OTP mail is not listed: a newer code went out.
 */
export async function waitingMail(): Promise<WaitingMail[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'undelivered'), inArray(outbox.purpose, ['inbox', 'learner', 'staff'])),
        and(eq(outbox.status, 'queued'), gt(outbox.attempts, 0)),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(LISTED);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    purpose: m.purpose,
    status: m.status as WaitingMail['status'],
    attempts: m.attempts,
    error: m.error,
    createdAt: m.createdAt.toISOString(),
    nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
  }));
}

/**
 * An admin sends an undelivered mail again: it is queued for another MAIL_RETRY_HOURS and tried at once. An OTP mail is
 * not: its code has expired, and the learner asks for a new one.
 */
export async function sendAgain(actorId: number, mailId: number): Promise<{ id: number; status: 'queued' }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [mail] = await tx
      .select({ status: outbox.status, purpose: outbox.purpose })
      .from(outbox)
      .where(eq(outbox.id, mailId))
      .for('update');
    if (!mail) throw notFound('No such mail');
    if (mail.status !== 'undelivered' || mail.purpose === 'otp' || mail.purpose === null) {
      throw invalid(
        mail.purpose === 'otp'
          ? 'A verification code expires: the learner asks for a new one'
          : 'Only undelivered mail can be sent again',
      );
    }
    await tx
      .update(outbox)
      .set({
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date(),
        giveUpAt: retryUntil(),
      })
      .where(eq(outbox.id, mailId));
    await audit(tx, actorId, 'mail.send-again', `mail:${mailId}`);
    return { id: mailId, status: 'queued' as const };
  });
}
