import { describe, expect, it, vi } from 'vitest';
import { retryAfterSeconds, toResult, waitPhrase } from './academy-api';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('reading the API answers the forms show', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('passes a success body through', async () => {
    expect(await toResult(json(201, { id: 7 }))).toEqual({ ok: true, status: 201, body: { id: 7 } });
  });

  it('maps a 400 with fields onto the fields', async () => {
    const result = await toResult(json(400, { error: 'Name is required', fields: { name: 'Name is required' } }));
    expect(result).toMatchObject({ ok: false, kind: 'invalid', fields: { name: 'Name is required' } });
  });

  it('reads Retry-After from a 429 as seconds, in either form', async () => {
    expect(
      await toResult(
        json(429, { error: 'Too many codes sent to this email. Please try again later.' }, { 'retry-after': '840' }),
      ),
    ).toMatchObject({
      kind: 'rate-limited',
      message: 'Too many codes sent to this email. Please try again in 14 minutes.',
      retryAfterSeconds: 840,
    });
    expect(await toResult(json(429, { error: 'Too many requests. Please try again later.' }))).toMatchObject({
      message: 'Too many requests. Please try again later.',
      retryAfterSeconds: null,
    });
    // A 429 without words of its own still says how long.
    expect(await toResult(json(429, {}, { 'retry-after': '120' }))).toMatchObject({
      message: 'Too many requests. Please try again in 2 minutes.',
    });
    expect([30, 60, 61, 3600, 7200].map(waitPhrase)).toEqual([
      'in 30 seconds',
      'in 1 minute',
      'in 2 minutes',
      'in 1 hour',
      'in 2 hours',
    ]);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterSeconds('Mon, 23 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it("keeps a refusal's own words: `error`, or the trainer application's `message`", async () => {
    expect(await toResult(json(401, { error: 'Invalid email or password' }))).toMatchObject({
      kind: 'rejected',
      status: 401,
      message: 'Invalid email or password',
    });
    expect(await toResult(json(409, { message: 'You already applied' }))).toMatchObject({
      kind: 'rejected',
      message: 'You already applied',
    });
  });

  it('never shows a server failure or an unreadable body as the server wrote it', async () => {
    const result = await toResult(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(result).toMatchObject({
      ok: false,
      kind: 'server',
      message: expect.stringContaining('Something went wrong'),
    });
  });
});
