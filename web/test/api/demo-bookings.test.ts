import { describe, expect, it } from 'vitest';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { demoRequestBody } from '../form-bodies';
import { api } from '../http';
import { postJson } from '../own-server';

// Issue 53: a demo request's answer names its booking page; the page lists the trainer's free times; booking one
// takes a seat, moving keeps one booking, cancelling frees it. Forged links open nothing and change nothing.
const post = (path: string, body: unknown) => api(path, postJson(body));
const TAKEN = 'That time was just taken. Please pick another.';

let made = 0;
/** A new demo request for the paid session course's first trainer: its booking page's token. */
async function requestDemo(): Promise<string> {
  const email = `demo.${process.pid}.${++made}@example.in`;
  const answer = await post(
    '/api/request/requestDemo',
    demoRequestBody(PAID_SESSION_COURSE.firstTrainerName, { email }),
  );
  expect(answer.status, answer.text).toBe(201);
  expect(answer.body.demoPath).toMatch(/^\/demo\/[A-Za-z0-9_-]{32}$/);
  return answer.body.demoPath.slice('/demo/'.length);
}

/** The times the booking page offers, as its radio buttons' values, in page order. */
async function timesOn(token: string): Promise<string[]> {
  const page = await api(`/demo/${token}`);
  expect(page.status).toBe(200);
  return [...page.text.matchAll(/<input type="radio"[^>]* value="([^"]+)"/g)].map((m) => m[1]!);
}

/** The booking page's heading: what it says the booking is. */
const headingOf = async (token: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec((await api(`/demo/${token}`)).text)?.[1];

const book = (token: string, session: string) => post(`/api/demo/${token}/book`, { session });

describe('the demo booking link (issue 53)', () => {
  it('offers the trainer’s sessions, books one, moves it, cancels it, and offers the times again', async () => {
    const token = await requestDemo();
    const times = await timesOn(token);
    expect(times.length).toBeGreaterThan(3);
    const starts = times.map((key) => Date.parse(key.slice(key.indexOf('-') + 1)));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]!).toBeGreaterThan(Date.now() + 2 * 3600_000 - 60_000);
    expect(starts.at(-1)!).toBeLessThan(Date.now() + 14 * 24 * 3600_000 + 60_000);

    const booked = await book(token, times[0]!);
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({ status: 'booked', change: 'booked' });
    expect(booked.body.startsAt).toBe(times[0]!.slice(times[0]!.indexOf('-') + 1));
    expect(await headingOf(token)).toBe('Your demo class is booked');
    expect((await api(`/demo/${token}`)).text).toMatch(
      /<a [^>]*href="https:\/\/calendar\.google\.com\/calendar\/render\?/,
    );
    // The booked time is not offered again to move to.
    expect(await timesOn(token)).not.toContain(times[0]);

    expect((await book(token, times[0]!)).body).toMatchObject({ change: 'unchanged' });
    const moved = await book(token, times[1]!);
    expect(moved.body).toMatchObject({ status: 'booked', change: 'moved' });

    const cancelled = await post(`/api/demo/${token}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual({ status: 'cancelled' });
    expect((await post(`/api/demo/${token}/cancel`, {})).body).toEqual({ status: 'cancelled' });
    expect(await headingOf(token)).toBe('Pick your demo time');
    expect((await api(`/demo/${token}`)).text).toMatch(/<p [^>]*role="note"[^>]*>Your demo class is cancelled\./);
    expect(await timesOn(token)).toContain(times[1]);
  });

  it('gives the last seat of a session to one of 50 learners at once; the 49 are told and shown other times', async () => {
    const first = await requestDemo();
    const times = await timesOn(first);
    const last = times.at(-1)!;
    // Two seats a session: one learner takes the first, fifty race for the second.
    expect((await book(first, last)).status).toBe(200);
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await requestDemo());
    const answers = await Promise.all(tokens.map((token) => book(token, last)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error).toBe(TAKEN);
      expect(refused.body.next.length).toBeGreaterThan(0);
      expect(refused.body.next).not.toContain(last);
    }
    // Full now: a new learner is not offered it.
    expect(await timesOn(await requestDemo())).not.toContain(last);
  });

  it('a forged, mangled or unknown link: 404 and nothing changes; a time not offered: 400', async () => {
    const token = await requestDemo();
    const [time] = await timesOn(token);
    const forged = 'A'.repeat(32);
    for (const bad of [forged, 'short', `${token.slice(0, 31)}!`, encodeURIComponent('../../etc/passwd')]) {
      expect((await api(`/demo/${bad}`)).status).toBe(404);
      const refused = await book(bad, time!);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: 'This demo link is not valid any more' });
      expect((await post(`/api/demo/${bad}/cancel`, {})).status).toBe(404);
    }
    for (const session of [
      '',
      'tomorrow',
      '99999-2026-12-01T12:30:00.000Z',
      time!.replace(/:00\.000Z$/, ':01.000Z'),
      42,
    ]) {
      const refused = await book(token, session as string);
      expect(refused.status, JSON.stringify(session)).toBe(400);
      expect(refused.body.fields).toEqual({ session: 'Pick one of the times shown' });
    }
    expect((await post(`/api/demo/${token}/cancel`, {})).status).toBe(409);
    // Nothing of that was booked.
    expect(await timesOn(token)).toContain(time);
    expect(await headingOf(token)).toBe('Pick your demo time');
  });
});
