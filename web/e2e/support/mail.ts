import { expect, type APIRequestContext } from '@playwright/test';
import { mailCatcherURL } from '../../playwright.config';

type CaughtMail = { to: string[]; subject: string; raw: string; receivedAt: string };

/** Every OTP code mailed to `email` so far, oldest first (read from the SMTP catcher). */
export async function otpCodesFor(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(`${mailCatcherURL}/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as CaughtMail[];
  return mails.flatMap((m) => [...m.raw.matchAll(/verification code is (\d{6})/g)].map((match) => match[1]!));
}

/**
 * Waits until the catcher holds more than `after` OTP mails for `email` and returns the newest code. Pass the
 * number of codes already read when the same address is sent a second one (forgot password after sign-up).
 */
export async function otpFor(request: APIRequestContext, email: string, { after = 0 } = {}): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await otpCodesFor(request, email)).length, { message: `an OTP mail to ${email}`, timeout: 15_000 })
    .toBeGreaterThan(after);
  return codes.at(-1)!;
}
