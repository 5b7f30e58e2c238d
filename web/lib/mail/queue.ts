import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { detached, getDb, tables, type Db, type Inserter } from '@/lib/db';
import type { MailPurpose } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { describeFailure, loggedFailure } from './failures';
import { deliver, printMail, type Mail } from './transport';
import { globalSingleton } from '@/lib/global-singletons';

const { outbox } = tables;

/** Until when the workers keep trying a mail written now; then it is 'undelivered' and waits for an admin. */
export const retryUntil = () => new Date(Date.now() + env.MAIL_RETRY_HOURS * 3600 * 1000);

const holder = globalSingleton('mailWake', (): { wake?: () => void } => ({}));

/** The workers (worker.ts) register how to be woken; a mail queued in this process is tried at once. */
export const onMailQueued = (wake: () => void) => void (holder.wake = wake);
// Outside any request's transaction: the workers' timers must read the outbox as committed (lib/db/request-transaction.ts).
const wake = () => detached(() => holder.wake?.());

/** The wait before the n-th retry: the base, doubled each time, at most an hour, with a fifth of jitter. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(3600, env.MAIL_RETRY_BASE_SECONDS * 2 ** Math.min(20, Math.max(0, attempts - 1))) *
  (1 + Math.random() * 0.2);

/**
 * Writes a mail to the outbox for the workers to send, with `db` the transaction of what it tells of when there is
 * one (then it is sent only if that commits). Without SMTP_URL it is printed and kept as 'logged' instead. A mail
 * `dueAt` a later time waits until then; `about` names what it is about, for withdrawQueued.
 */
export async function enqueue(
  mail: Mail,
  purpose: MailPurpose,
  { db, giveUpAt, dueAt, about }: { db?: Inserter; giveUpAt?: Date; dueAt?: Date; about?: string } = {},
): Promise<void> {
  const writer = db ?? (await getDb());
  const row = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    calendar: mail.calendar ?? null,
    attachment: mail.attachment ?? null,
    purpose,
    about: about ?? null,
  };
  if (!env.SMTP_URL) {
    printMail(mail);
    await writer.insert(outbox).values({ ...row, status: 'logged' });
    return;
  }
  await writer.insert(outbox).values({
    ...row,
    status: 'queued',
    nextAttemptAt: dueAt ?? new Date(),
    giveUpAt: giveUpAt ?? retryUntil(),
  });
  wake();
}

/**
 * Withdraws the mails about `about` that still wait (a demo's reminders when it is moved or cancelled), in the
 * caller's transaction: a worker never claims them. One a worker is sending at this moment still goes out.
 */
export async function withdrawQueued(db: Pick<Db, 'update'>, about: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'withdrawn', nextAttemptAt: null })
    .where(and(eq(outbox.about, about), eq(outbox.status, 'queued')));
}

/**
 * Sends a mail someone is waiting on (the OTP code, a staff invitation) at once. When the SMTP server does not take
 * it and `retryUntil` is given, it is queued for the workers until then ('queued'), so it still arrives if the
 * server comes back in time; without `retryUntil` (a mail whose secret must not be stored) the failure is thrown.
 */
export async function sendNow(
  mail: Mail,
  purpose: MailPurpose,
  retryUntil: Date | null,
): Promise<'sent' | 'logged' | 'queued'> {
  if (!env.SMTP_URL) {
    await enqueue(mail, purpose);
    return 'logged';
  }
  try {
    await deliver(mail);
    return 'sent';
  } catch (error) {
    if (!retryUntil) throw error;
    console.warn(`[mail] ${purpose} mail not accepted at once, queued to retry: ${loggedFailure(error)}`);
    const db = await getDb();
    await db.insert(outbox).values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      purpose,
      status: 'queued',
      attempts: 1,
      error: describeFailure(error),
      nextAttemptAt: new Date(Date.now() + retryDelaySeconds(1) * 1000),
      giveUpAt: retryUntil,
    });
    return 'queued';
  }
}

/** Mail to an address that a newer one replaces (a new OTP code): still queued, it is not sent any more. */
export async function dropQueued(to: string, purpose: MailPurpose): Promise<void> {
  const db = await getDb();
  const stale = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.purpose, purpose), eq(outbox.status, 'queued')));
  await db
    .update(outbox)
    .set({ status: 'undelivered', error: 'Replaced by a newer mail', text: REMOVED })
    .where(inArray(outbox.id, stale));
}

/** What a sent or abandoned OTP mail keeps of its text: the code is not left in the table. */
export const REMOVED = '[removed after delivery]';
