import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string };

/** A real SMTP server on a free port (or on `port`) that keeps every message it receives. */
export async function startMailCatcher(port = 0) {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client that hangs up mid-message (an app server stopped while its mail pool was sending) is reported by
  // smtp-server as an 'error' event on the server; unheard, it would end the test run as an uncaught exception (a
  // CI run: read ECONNRESET after learner-account's server stopped). The message is not kept, as with a real server.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('[mail catcher]', error);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    /** Messages to one address, oldest first. */
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code in an OTP mail (raw message or server log), in English or, from a Hindi page, in Hindi (issue 33). */
export function otpIn(text: string): number {
  const codes = [...readableMail(text).matchAll(/(?:verification code is|आपका सत्यापन कोड) (\d{6})/g)];
  if (!codes.length) throw new Error(`no OTP in:\n${text.slice(-500)}`);
  return Number(codes.at(-1)![1]);
}

/** Quoted-printable text as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A raw mail as its reader sees it: encoded subject words (RFC 2047) and base64 or quoted-printable parts decoded,
 * the rest as it came (mails in Hindi are encoded, issue 33).
 */
export function readableMail(raw: string): string {
  const headers = raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replaceAll('_', ' ')),
    );
  return headers.replace(
    /(Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([\s\S]*?)(?=\r?\n--|$)/gi,
    (_, head: string, kind: string, body: string) =>
      head +
      (kind.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : fromQuotedPrintable(body)),
  );
}
