import { expect } from 'vitest';
import { callApi } from './http';
import { otpIn, type startMailCatcher } from './mail-catcher';
import { signupBody } from './form-bodies';

type Mailbox = Awaited<ReturnType<typeof startMailCatcher>>;
let made = 0;

/**
 * A learner who signs up on a server (code mailed to `mail`, verified, account created) and logs in: the Bearer
 * header of their session. `headers` go with every step (a client address for servers that trust a proxy); `email`
 * is a fresh one unless given.
 */
export async function signedUpLearner(
  baseUrl: string,
  mail: Mailbox,
  headers: Record<string, string> = {},
  email = `learner.${process.pid}.${Date.now()}.${++made}@example.in`,
): Promise<Record<string, string>> {
  const post = (path: string, body: unknown) =>
    callApi(baseUrl, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  expect((await post('/api/otp/send', { email })).status).toBe(200);
  const verified = await post('/api/otp/verify', { email, otpCode: otpIn(mail.to(email).at(-1)!.raw) });
  expect(verified.status, verified.text).toBe(200);
  const { verificationToken } = verified.body as { verificationToken: string };
  const signup = signupBody({
    name: 'Priya Sharma',
    email,
    phone: '9812345670',
    password: 'tabla123',
    verificationToken,
  });
  const created = await post('/api/user/createuser', signup);
  expect(created.status, created.text).toBe(201);
  const login = await post('/api/user/login', { email, password: 'tabla123' });
  expect(login.status, login.text).toBe(200);
  return { authorization: `Bearer ${(login.body as { token: string }).token}` };
}
