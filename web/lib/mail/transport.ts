import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { getDb, tables } from '@/lib/db';
import { env } from '@/lib/env';

export type Mail = { to: string; subject: string; text: string };

const holder = globalThis as typeof globalThis & { __academySmtp?: Transporter };

function smtp(url: string): Transporter {
  // One pooled transport per process, shared by every route bundle.
  // Short timeouts: learners wait on the OTP mail, and a hung server must not hold requests for nodemailer's
  // default two minutes.
  holder.__academySmtp ??= nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: env.MAIL_FROM },
  );
  return holder.__academySmtp;
}

/**
 * Sends one message: through SMTP when SMTP_URL is set, otherwise printed to the server log and kept in the
 * outbox table so development and tests can read it. An SMTP failure is kept in the outbox too, then thrown.
 */
export async function sendMail(mail: Mail): Promise<'sent' | 'logged'> {
  const db = await getDb();
  if (!env.SMTP_URL) {
    console.log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
    await db.insert(tables.outbox).values({ ...mail, status: 'logged' });
    return 'logged';
  }
  try {
    await smtp(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...mail });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mail] SMTP delivery to ${mail.to} failed: ${reason}`);
    await db.insert(tables.outbox).values({ ...mail, status: 'failed', error: reason.slice(0, 1000) });
    throw error;
  }
}

/** For notifications the learner does not wait on: a failure is logged (and kept in the outbox), never thrown. */
export async function notify(mail: Mail): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    console.error('[mail] notification not delivered', error instanceof Error ? error.message : error);
  }
}
