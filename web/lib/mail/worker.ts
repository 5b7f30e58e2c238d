import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { env } from '@/lib/env';
import { onMailQueued, REMOVED, retryDelaySeconds } from './queue';
import { describeFailure, loggedFailure } from './failures';
import { deliver } from './transport';
import { globalSingleton } from '@/lib/global-singletons';

const { outbox } = tables;

/** How long a claimed mail is a worker's own: longer than the SMTP timeouts (40 s at most). */
const LEASE_SECONDS = 120;
/** One mail per claim: the lease then always outlasts the send it covers. */
const CLAIMED_AT_ONCE = 1;
/** How often an idle worker looks for due mail (retries fall due; another instance may have queued some). */
const POLL_MS = 2_000;

type Worker = { timer: NodeJS.Timeout | null; busy: boolean };
const holder = globalSingleton('mailWorkers', (): { workers?: Worker[] } => ({}));

/**
 * Claims the next due mail for one worker: one statement moves its next try past the lease and counts the
 * attempt. FOR UPDATE SKIP LOCKED in a CTE, which runs once: workers of this and other instances on one PostgreSQL
 * never claim the same mail, and a worker that dies while sending leaves it to another when the lease ends.
 */
async function claim(): Promise<tables.OutboxMessageRow[]> {
  const db = await getDb();
  const due = db.$with('due').as(
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(CLAIMED_AT_ONCE)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${outbox.attempts} + 1` })
    .from(due)
    .where(eq(outbox.id, due.id))
    .returning();
}

/** One try: sent, or due again after a growing wait, or 'undelivered' once its retry time is over. */
async function attempt(mail: tables.OutboxMessageRow) {
  const db = await getDb();
  const scrub = mail.purpose === 'otp' ? { text: REMOVED } : {};
  try {
    await deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      calendar: mail.calendar ?? undefined,
      attachment: mail.attachment ?? undefined,
    });
  } catch (error) {
    const next = new Date(Date.now() + retryDelaySeconds(mail.attempts) * 1000);
    const givesUp = mail.giveUpAt !== null && next >= mail.giveUpAt;
    await db
      .update(outbox)
      .set(
        givesUp
          ? { status: 'undelivered', nextAttemptAt: null, error: describeFailure(error), ...scrub }
          : { nextAttemptAt: next, error: describeFailure(error) },
      )
      .where(eq(outbox.id, mail.id));
    if (givesUp)
      console.warn(`[mail] mail ${mail.id} undelivered after ${mail.attempts} attempts: ${loggedFailure(error)}`);
    return;
  }
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null, error: null, ...scrub })
    .where(eq(outbox.id, mail.id));
}

async function run(worker: Worker) {
  worker.timer = null;
  worker.busy = true;
  try {
    for (let claimed = await claim(); claimed.length > 0; claimed = await claim()) {
      for (const mail of claimed) await attempt(mail);
    }
  } catch (error) {
    // The database is away or busy: the mail stays queued, and the next poll tries again.
    console.warn(`[mail] worker paused: ${loggedFailure(error)}`);
  } finally {
    worker.busy = false;
    schedule(worker, POLL_MS);
  }
}

function schedule(worker: Worker, ms: number) {
  if (worker.busy) return;
  if (worker.timer) clearTimeout(worker.timer);
  worker.timer = setTimeout(() => void run(worker), ms);
  worker.timer.unref();
}

/**
 * Starts MAIL_WORKERS workers in this process (once), when mail goes out through SMTP. Each sends one mail at a time;
 * a mail queued here wakes them, and they look for due mail every 2 seconds.
 */
export function startMailWorkers(count = env.MAIL_WORKERS): void {
  if (!env.SMTP_URL || holder.workers) return;
  const workers: Worker[] = Array.from({ length: count }, () => ({ timer: null, busy: false }));
  holder.workers = workers;
  // Soon after, not at once: a mail queued inside a transaction is visible when that commits.
  onMailQueued(() => workers.forEach((worker) => schedule(worker, 20)));
  workers.forEach((worker) => schedule(worker, 0));
}
