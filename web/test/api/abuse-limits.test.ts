import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpIn, startMailCatcher } from '../mail-catcher';
import { earnPass } from '../client-pass';
import { postJson, startOwnServer, type OwnServer } from '../own-server';

// The abuse limits (web/lib/academy/limits.ts) with small numbers, on servers that trust no proxy: the client
// address is unknown (X-Forwarded-For is the client's own word), so only per-account, per-email, per-domain and
// whole-site limits can hold. `limited` has short login and resend delays and a 3-a-minute domain budget;
// `site` has a 5-a-minute budget for the whole site.
// `flood` has a 6-a-minute budget for the whole site, which sends without a client pass may spend 4 of. Client
// passes are cheap here (8 bits of work) so the tests earn them quickly.
const LIMITED = {
  LOGIN_FREE_FAILURES: '2',
  // Longer than a password check takes on a saturated machine (argon2 took seconds there): a wait of 1 s could run
  // out before the check that started it had answered, and the knock after it was let in.
  LOGIN_DELAY_BASE_SECONDS: '3',
  LOGIN_DELAY_CAP_SECONDS: '6',
  OTP_RESEND_BASE_SECONDS: '1',
  OTP_RESEND_CAP_SECONDS: '2',
  OTP_MAILS_PER_DOMAIN_PER_MINUTE: '3',
  OTP_MAILS_PER_MINUTE: '60',
  OTP_PASS_DIFFICULTY: '8',
};
const [BASE, CAP] = [Number(LIMITED.LOGIN_DELAY_BASE_SECONDS), Number(LIMITED.LOGIN_DELAY_CAP_SECONDS)];
let limited: OwnServer;
let site: OwnServer;
let flood: OwnServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  [limited, site, flood] = await Promise.all([
    startOwnServer({ SMTP_URL: mail.url, ...LIMITED }),
    startOwnServer({ SMTP_URL: mail.url, OTP_MAILS_PER_MINUTE: '5', OTP_PASS_DIFFICULTY: '8' }),
    startOwnServer({ SMTP_URL: mail.url, OTP_MAILS_PER_MINUTE: '6', OTP_PASS_DIFFICULTY: '8' }),
  ]);
});
afterAll(async () => {
  await Promise.all([limited?.dispose(), site?.dispose(), flood?.dispose()]);
  await mail?.close();
});

let counter = 0;
// A forged address on every request: it must change nothing when no proxy is trusted.
const post = (server: OwnServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.api(path, postJson(body, { 'x-forwarded-for': `198.51.100.${++counter % 250}`, ...headers }));
const sendOtp = (server: OwnServer, email: string, pass?: string) =>
  post(server, '/api/otp/send', { email }, pass ? { 'x-client-pass': pass } : {});
const login = (email: string, password: string) => post(limited, '/api/user/login', { email, password });

type Answer = Awaited<ReturnType<typeof sendOtp>>;

/** A burst under a mail budget: exactly `sent` answered 200, every other one a 429 with the budget's words and wait. */
function expectBudgetHeld(answers: Answer[], sent: number, message: string, maxWaitSeconds: number) {
  expect(answers.filter((a) => a.status === 200)).toHaveLength(sent);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(answers.length - sent);
  for (const r of refused) {
    expect(r.body).toEqual({ error: message });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(maxWaitSeconds);
  }
}

/** Repeats `attempt` until it is not answered 429; returns the answer and when the last try was sent. */
async function onceAllowed(attempt: () => Promise<{ status: number }>, timeout = 5_000) {
  let sentAt = 0;
  const answer = await vi.waitFor(
    async () => {
      sentAt = Date.now();
      const tried = await attempt();
      if (tried.status === 429) throw new Error('still waiting');
      return tried;
    },
    { timeout, interval: 25 },
  );
  return { answer, sentAt, answeredAt: Date.now() };
}

/** Signs up `email` on the limited server through the OTP, as a learner would. */
async function createAccount(email: string, password: string) {
  expect((await sendOtp(limited, email)).status).toBe(200);
  const verified = await post(limited, '/api/otp/verify', { email, otpCode: otpIn(mail.to(email).at(-1)!.raw) });
  expect(verified.status).toBe(200);
  const { verificationToken } = verified.body as { verificationToken: string };
  const created = await post(limited, '/api/user/createuser', {
    FullName: 'Cap Owner',
    email,
    phonenumber: '9811111111',
    password,
    confirmpassword: password,
    roleid: 1,
    verificationToken,
  });
  expect(created.status).toBe(201);
}

describe('log in: a growing delay per account, capped', () => {
  // The waits alone are 21 s, besides signing up and five password checks: more than the default 30 s under load.
  it('after 2 free failures waits 3 s, 6 s, then never more than the 6 s cap; then the right password works', async () => {
    const email = `owner.${Date.now()}@cap.test`;
    const password = 'sarod123';
    await createAccount(email, password);

    // Each counted attempt sets the wait before the next one. The server starts its clock while it handles the
    // attempt, between its sending and its answer: the next attempt is let in no sooner than the wait after the
    // sending, and no later than the wait after the answer (give or take a refused knock's round trip). Refused
    // knocks in between must not lengthen it.
    let previous = { sentAt: 0, answeredAt: 0 };
    for (let i = 0; i < 2; i++) {
      const sentAt = Date.now();
      expect((await login(email, `free-${i}-wrong`)).status).toBe(401);
      previous = { sentAt, answeredAt: Date.now() };
    }
    for (const wait of [BASE, CAP, CAP]) {
      const refused = await login(email, 'knock-knock');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: 'Too many failed logins for this account. Please try again later.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(wait);
      const next = await onceAllowed(() => login(email, `wrong-after-${wait}`), wait * 1000 + 5_000);
      expect(next.answer.status).toBe(401);
      expect((next.answeredAt - previous.sentAt) / 1000).toBeGreaterThanOrEqual(wait - 0.01); // (millisecond clocks)
      expect((next.sentAt - previous.answeredAt) / 1000).toBeLessThan(wait + 1.5);
      previous = next;
    }
    const { answer, sentAt } = await onceAllowed(() => login(email, password), CAP * 1000 + 5_000);
    expect(answer.status).toBe(200);
    expect((sentAt - previous.answeredAt) / 1000).toBeLessThan(CAP + 1.5);
  }, 90_000);
});

describe('log in: an attacker polling the account does not keep its owner out', () => {
  const withCookie = (email: string, password: string, cookie: string) =>
    limited.api('/api/user/login', postJson({ email, password }, { cookie }));

  it('the browser the owner logged in with before gets in at once while the account is being polled every 50 ms', async () => {
    const email = `polled.${Date.now()}@device.test`;
    const password = 'tabla123';
    await createAccount(email, password);
    const first = await login(email, password);
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^academy_device=[\w-]+\.\d+\.[\w-]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/user\/login/);
    expect(setCookie).toMatch(/SameSite=strict/i);
    const device = setCookie.split(';')[0]!;

    // The attacker: a wrong password every 50 ms, always taking the next free attempt, so the account's delay
    // (3 s, then the 6 s cap) runs without end and anyone else is turned away but for ~70 ms a slot.
    let polling = true;
    const seen: number[] = [];
    const attacker = (async () => {
      while (polling) {
        seen.push((await login(email, 'guess-123')).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await vi.waitFor(() => expect(seen.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20), {
        timeout: 10_000,
        interval: 50,
      });
      // The owner's browser is counted on its own: the right password works at once, each time, mid-attack.
      let cookie = device;
      for (let i = 0; i < 3; i++) {
        const owner = await withCookie(email, password, cookie);
        expect(owner.status).toBe(200);
        expect(owner.body).toMatchObject({ email, token: expect.any(String) });
        cookie = owner.headers.get('set-cookie')!.split(';')[0]!;
      }
    } finally {
      polling = false;
      await attacker;
    }
    expect(seen).not.toContain(200);
  });

  it('a device cookie helps only the account it was left by, and a forged one nothing', async () => {
    const [owner, victim] = [`own.${Date.now()}@device.test`, `vic.${Date.now()}@device.test`];
    await createAccount(owner, 'sitar123');
    await createAccount(victim, 'veena123');
    const device = (await login(owner, 'sitar123')).headers.get('set-cookie')!.split(';')[0]!;
    for (let i = 0; i < 2; i++) expect((await login(victim, 'wrong-123')).status).toBe(401);
    expect((await withCookie(victim, 'veena123', device)).status).toBe(429);
    const [id, issued] = device.slice('academy_device='.length).split('.');
    expect((await withCookie(victim, 'veena123', `academy_device=${id}.${issued}.forged-signature`)).status).toBe(429);
  });
});

describe('OTP send with no trusted proxy', () => {
  it("per mailbox: victim+1@ and case variants wait with the victim's address", async () => {
    const stamp = Date.now();
    expect((await sendOtp(limited, `victim.${stamp}@plus.test`)).status).toBe(200);
    for (const variant of [
      `victim.${stamp}+1@plus.test`,
      `Victim.${stamp}+otp@PLUS.test`,
      `VICTIM.${stamp}@plus.test`,
    ]) {
      const refused = await sendOtp(limited, variant);
      expect(refused.status, variant).toBe(429);
      expect(refused.body).toEqual({ error: 'A code was sent to this email a moment ago. Please try again later.' });
    }
    expect(mail.to(`victim.${stamp}@plus.test`)).toHaveLength(1);
    expect(mail.to(`victim.${stamp}+1@plus.test`)).toHaveLength(0);
  });

  it('per email: one code, then 1 s, then 2 s (the cap) before the next; refused asks are not sent', async () => {
    const email = `cool.${Date.now()}@cool.test`;
    const refusal = { error: 'A code was sent to this email a moment ago. Please try again later.' };
    let lastSentAt = Date.now();
    expect((await sendOtp(limited, email)).status).toBe(200);
    for (const wait of [1, 2]) {
      const refused = await sendOtp(limited, email);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(refusal);
      // Whole seconds left of the wait, counted from the send (its mail may take a moment to go out).
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(wait);
      const { answer, sentAt, answeredAt } = await onceAllowed(() => sendOtp(limited, email));
      expect(answer.status).toBe(200);
      expect((answeredAt - lastSentAt) / 1000).toBeGreaterThanOrEqual(wait - 0.01);
      lastSentAt = sentAt;
    }
    // The third wait would be 4 s without the cap.
    const capped = await sendOtp(limited, email);
    expect(capped.body).toEqual(refusal);
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    expect(mail.to(email)).toHaveLength(3);
  });

  it("per email: a verified code clears the wait, so the owner's next code (e.g. a password reset) comes at once", async () => {
    const email = `owner.${Date.now()}@verified.test`;
    expect((await sendOtp(limited, email)).status).toBe(200);
    expect((await post(limited, '/api/otp/verify', { email, otpCode: otpIn(mail.to(email).at(-1)!.raw) })).status).toBe(
      200,
    );
    expect((await sendOtp(limited, email)).status).toBe(200);
    // Unverified, the next one waits.
    expect((await sendOtp(limited, email)).status).toBe(429);
    expect(mail.to(email)).toHaveLength(2);
  });

  it('per recipient domain: 10 concurrent asks for 10 addresses at one domain send exactly 3', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `user${i}.${Date.now()}@busy.test`);
    const answers = await Promise.all(emails.map((email) => sendOtp(limited, email)));
    expectBudgetHeld(
      answers,
      3,
      'Too many codes are being sent to this email provider right now. Please try again later.',
      20,
    );
    expect(mail.messages.filter((m) => m.to.some((to) => to.endsWith('@busy.test')))).toHaveLength(3);
    // Another domain is not held back.
    expect((await sendOtp(limited, `other.${Date.now()}@calm.test`)).status).toBe(200);
  });

  it('per recipient domain, scaled by its real traffic: a domain where learners verify codes gets more (issue 50)', async () => {
    const stamp = Date.now();
    for (let i = 0; i < 3; i++) {
      const email = `learner${i}.${stamp}@popular.test`;
      expect((await sendOtp(limited, email)).status).toBe(200);
      expect(
        (await post(limited, '/api/otp/verify', { email, otpCode: otpIn(mail.to(email).at(-1)!.raw) })).status,
      ).toBe(200);
    }
    // Three verified codes double its budget to 6 a minute; a domain nobody verified a code at keeps 3.
    const popular = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendOtp(limited, `next${i}.${stamp}@popular.test`)),
    );
    expect(popular.filter((answer) => answer.status === 200)).toHaveLength(6);
    const quiet = await Promise.all(
      Array.from({ length: 5 }, (_, i) => sendOtp(limited, `next${i}.${stamp}@quiet.test`)),
    );
    expect(quiet.filter((answer) => answer.status === 200)).toHaveLength(3);
  });

  it('for the whole site: 20 concurrent asks for 20 domains, each with a client pass, send exactly 5', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `user.${Date.now()}@site${i}.test`);
    const passes = await Promise.all(emails.map(() => earnPass(site.url)));
    const answers = await Promise.all(emails.map((email, i) => sendOtp(site, email, passes[i])));
    expectBudgetHeld(answers, 5, 'Too many codes are being sent right now. Please try again later.', 12);
    expect(mail.messages.filter((m) => m.to.some((to) => /@site\d+\.test$/.test(to)))).toHaveLength(5);
  });
});

describe('OTP send: a client flooding made-up addresses does not stop learners getting their codes', () => {
  const SITE_FULL = 'Too many codes are being sent right now. Please try again later.';

  it('sends without a client pass spend at most two thirds of the site budget; learners with a pass get the rest', async () => {
    const stamp = Date.now();
    // The flood: 30 at once, each to a made-up address at its own domain, no pass (a script that skips the form).
    const flooded = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sendOtp(flood, `fake${i}.${stamp}@flood${i}.test`)),
    );
    expectBudgetHeld(flooded, 4, SITE_FULL, 10);
    // Learners on the site's forms earn a pass as the form loads: both get their codes, mid-flood.
    for (const learner of [`asha.${stamp}@learner.test`, `ravi.${stamp}@student.test`]) {
      const answer = await sendOtp(flood, learner, await earnPass(flood.url));
      expect(answer.status, learner).toBe(200);
      await vi.waitFor(() => expect(mail.to(learner)).toHaveLength(1));
    }
    // The budget is the mail server's cap: the next one waits, pass or not.
    const next = await sendOtp(flood, `meera.${stamp}@learner.test`, await earnPass(flood.url));
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ error: SITE_FULL });
  });

  it('a pass stands for one client: it buys 3 codes per 10 minutes', async () => {
    const stamp = Date.now();
    const pass = await earnPass(limited.url);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await sendOtp(limited, `one${i}.${stamp}@pass${i}.test`, pass));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body).toEqual({ error: 'Too many requests. Please try again later.' });
    // Each challenge is fresh and never stored by a cache.
    const challenge = await limited.api('/api/otp/challenge');
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    expect(challenge.body).toMatchObject({ difficulty: expect.any(Number), expiresInSeconds: 3600 });
  });
});
