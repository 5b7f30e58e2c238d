import { expect, type APIRequestContext } from '@playwright/test';
import { mailCatcherURL } from '../../playwright.config';

type CaughtMail = { to: string[]; subject: string; raw: string; receivedAt: string };

/** Every mail sent to `email` so far, oldest first (read from the SMTP catcher). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<CaughtMail[]> {
  const response = await request.get(`${mailCatcherURL}/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** A mail's text with quoted-printable soft breaks and escapes undone (long lines such as links are wrapped). */
export const decodedBody = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every OTP code mailed to `email` so far, oldest first. */
export async function otpCodesFor(request: APIRequestContext, email: string): Promise<string[]> {
  const mails = await mailsTo(request, email);
  return mails.flatMap((m) => [...m.raw.matchAll(/verification code is (\d{6})/g)].map((match) => match[1]!));
}

/**
 * Waits until the catcher holds more than `after` OTP mails for `email` and returns the newest code. Pass the
 * number of codes already read when the same address is sent a second one (forgot password after sign-up).
 */
export async function otpFor(request: APIRequestContext, email: string, { after = 0 } = {}): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await otpCodesFor(request, email)).length, {
      message: `an OTP mail to ${email}`,
      timeout: 15_000,
    })
    .toBeGreaterThan(after);
  return codes.at(-1)!;
}

/**
 * The iCalendar object a mail carries (its text/calendar part, as a calendar app reads it), or null: the part's
 * transfer encoding undone.
 */
export function calendarIn(raw: string): string | null {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!/^content-type:\s*text\/calendar/im.test(head)) continue;
    const body = part.slice(split).trim();
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable')
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    return body;
  }
  return null;
}
