import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { detached, getDb, mayFail, tables } from '@/lib/db';
import { describe } from '@/lib/db/availability';
import { env } from '@/lib/env';
import { enqueue, inboxDigest, type Mail } from '@/lib/mail';
import { isDomainError } from './errors';
import { inboxMails } from './limits';
import { reserve } from './rate-limit';
import { globalSingleton } from '@/lib/global-singletons';

const { outbox } = tables;
/** The most notifications one digest carries; more wait for the next. */
const DIGEST_SIZE = 200;
const RETRY_SECONDS = 60;

const holder = globalSingleton('digestTimer', (): { timer?: NodeJS.Timeout } => ({}));

/**
 * Tells the academy's inbox about a new submission (issue 27). The first INBOX_MAILS_AT_ONCE go out one by one;
 * past them a notification is kept in the outbox as 'held', and whatever is held goes out as ONE digest as soon as
 * the inbox's budget (limits.ts) allows another mail, so a flood of 500 enquiries costs the inbox a mail every
 * INBOX_DIGEST_EVERY_SECONDS instead of 500. Held notifications are stored, so a restart loses none (resumeDigest).
 * Mails are queued for the mail workers (lib/mail/worker.ts). It never throws: the submission it tells of is
 * stored already. Inside a keyed write's transaction (lib/db/request-transaction.ts) each step that may fail runs in
 * a savepoint (mayFail), so a failure here does not undo the submission. The innermost message is logged: a failed
 * query's own message runs over several lines.
 */
export async function tellInbox(mail: Mail): Promise<void> {
  try {
    await reserve([[inboxMails, 'inbox']]);
  } catch (error) {
    if (!isDomainError(error, 'limited'))
      return void console.warn('[inbox] notification not delivered:', describe(error));
    await mayFail(() => hold(mail)).catch((holdError) =>
      console.warn('[inbox] notification not held:', describe(holdError)),
    );
    return scheduleDigest(error.retryAfterSeconds ?? RETRY_SECONDS);
  }
  // Notifications held earlier go first, with this one, in a digest of their own.
  if (await mayFail(anyHeld).catch(() => false)) return void (await sendDigest(mail));
  await mayFail(() => enqueue(mail, 'inbox')).catch((error) =>
    console.warn('[inbox] notification not queued:', describe(error)),
  );
}

/**
 * As the server starts: held notifications are scheduled. ('digesting' was a digest being mailed by a server from
 * before the outbox's workers, cut short by a stop; a digest is now queued in one transaction.)
 */
export async function resumeDigest(): Promise<void> {
  const db = await getDb();
  await db.update(outbox).set({ status: 'held' }).where(eq(outbox.status, 'digesting'));
  if (await anyHeld()) scheduleDigest(0);
}

async function hold(mail: Mail) {
  const db = await getDb();
  await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, purpose: 'inbox', status: 'held' });
}

async function anyHeld(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'held')).limit(1);
  return Boolean(row);
}

function scheduleDigest(seconds: number) {
  if (holder.timer) return;
  // Detached: a keyed submission that schedules it may still hold its transaction (lib/db/request-transaction.ts).
  holder.timer = detached(() =>
    setTimeout(() => {
      holder.timer = undefined;
      void digestWhenAllowed();
    }, Math.max(0, seconds) * 1000),
  );
  holder.timer.unref();
}

async function digestWhenAllowed() {
  try {
    if (!(await anyHeld())) return;
    await reserve([[inboxMails, 'inbox']]);
  } catch (error) {
    return scheduleDigest(isDomainError(error, 'limited') ? (error.retryAfterSeconds ?? RETRY_SECONDS) : RETRY_SECONDS);
  }
  await sendDigest();
  if (await anyHeld().catch(() => true)) scheduleDigest(0);
}

/**
 * Claims the oldest held notifications in one statement (two servers never digest the same one), and queues them
 * with `extra` as one digest in the same transaction that marks them 'digested'; the mail workers send it.
 */
async function sendDigest(extra?: Mail): Promise<void> {
  try {
    const db = await getDb();
    await db.transaction(async (tx) => {
      const oldest = tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.status, 'held'))
        .orderBy(asc(outbox.id))
        .limit(DIGEST_SIZE)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(outbox)
        .set({ status: 'digested' })
        .where(inArray(outbox.id, oldest))
        .returning({ id: outbox.id, subject: outbox.subject, text: outbox.text });
      claimed.sort((a, b) => a.id - b.id);
      const notices = [...claimed, ...(extra ? [extra] : [])];
      if (notices.length === 0) return;
      const [only] = notices;
      const mail =
        notices.length === 1
          ? { to: env.ACADEMY_INBOX, subject: only!.subject, text: only!.text }
          : inboxDigest(notices);
      await enqueue(mail, 'inbox', { db: tx });
    });
  } catch (error) {
    console.warn('[inbox] digest not queued:', describe(error));
  }
}
