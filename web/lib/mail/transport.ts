import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { globalSingleton } from '@/lib/global-singletons';
import type { MailAttachment, MailCalendar } from '@/lib/db/schema';
import { invoiceFile } from '@/lib/invoices/files';
import { mailSender } from './sender';

/**
 * A mail: plain text always; learners' confirmations carry an HTML part too, and a demo's invitation a calendar
 * event (issue 53), a receipt its GST invoice (issue 55), made when the mail is sent.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  calendar?: MailCalendar;
  attachment?: MailAttachment;
};

function smtp(url: string): Transporter {
  // One pooled transport per process, shared by every route bundle.
  // Short timeouts: learners wait on the OTP mail, and a hung server must not hold requests for nodemailer's
  // default two minutes.
  return globalSingleton('smtp', () =>
    nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
}

/** Hands one mail to the SMTP server (SMTP_URL must be set); throws when it is not accepted. */
export async function deliver(mail: Mail): Promise<void> {
  await smtp(env.SMTP_URL!).sendMail({
    from: await mailSender(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // As calendar apps expect an invitation: a text/calendar alternative with its METHOD, and the same as invite.ics.
    ...(mail.calendar
      ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content, filename: 'invite.ics' } }
      : {}),
    ...(mail.attachment ? { attachments: [await attachmentOf(mail.attachment)] } : {}),
  });
}

/** The file a mail carries, made now from what the outbox keeps; a mail whose file is gone is not sent (it throws). */
async function attachmentOf(attachment: MailAttachment) {
  const file = await invoiceFile(attachment.id);
  if (!file) throw new Error(`The mail's invoice ${attachment.id} is not stored`);
  return { filename: file.fileName, content: file.content, contentType: 'application/pdf' };
}

/** Without SMTP_URL, development and tests read mail in the server log (and in the outbox, as 'logged'). */
export function printMail(mail: Mail) {
  const attached = mail.attachment ? ` attachment=${mail.attachment.kind}:${mail.attachment.id}` : '';
  console.log(`[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}${attached}\n${mail.text}`);
}
