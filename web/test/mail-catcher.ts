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
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
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

/** The code in an OTP mail (raw message or server log). */
export function otpIn(text: string): number {
  const codes = [...text.matchAll(/verification code is (\d{6})/g)];
  if (!codes.length) throw new Error(`no OTP in:\n${text.slice(-500)}`);
  return Number(codes.at(-1)![1]);
}
