import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRevalidation } from '@/lib/next-internals/tags-manifest';
import type { SerializedRead } from './cacheable-read';
import { rememberedRead } from './remembered-reads';

const data = (read: SerializedRead) => JSON.parse(Buffer.from(read.bytes).toString());

/** A read that counts how often it ran and answers with that count. */
function countingRead(extra: object = {}) {
  const read = { runs: 0, run: async () => ({ run: ++read.runs, ...extra }) };
  return read;
}

let key = 0;
const freshKey = () => `unit ${++key}`;

describe('rememberedRead', () => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('REDIS_URL', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('serializes a read once and answers with it, body and ETag, until a tag is revalidated', async () => {
    const read = countingRead();
    const key = freshKey();
    const first = await rememberedRead(key, read.run);
    expect(data(first)).toEqual({ run: 1 });
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(await rememberedRead(key, read.run)).toBe(first);
    expect(read.runs).toBe(1);

    recordRevalidation(['unit:remembered']);
    const after = await rememberedRead(key, read.run);
    expect(data(after)).toEqual({ run: 2 });
    expect(after.etag).not.toBe(first.etag);
  });

  it('reads again after 30 seconds, and keys apart', async () => {
    const read = countingRead();
    const [a, b] = [freshKey(), freshKey()];
    await rememberedRead(a, read.run);
    await rememberedRead(b, read.run);
    expect(read.runs).toBe(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    expect(data(await rememberedRead(a, read.run))).toEqual({ run: 3 });
  });

  it('keeps nothing read while a revalidation came, nor a failed read', async () => {
    const key = freshKey();
    let runs = 0;
    const revalidatedMeanwhile = async () => {
      runs++;
      recordRevalidation(['unit:remembered']);
      return { runs };
    };
    await rememberedRead(key, revalidatedMeanwhile);
    await rememberedRead(key, revalidatedMeanwhile);
    expect(runs).toBe(2);

    const failing = freshKey();
    await expect(rememberedRead(failing, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const read = countingRead();
    expect(data(await rememberedRead(failing, read.run))).toEqual({ run: 1 });
  });

  it('does not keep an answer over 512 KB', async () => {
    const read = countingRead({ text: 'x'.repeat(512 * 1024) });
    const key = freshKey();
    await rememberedRead(key, read.run);
    await rememberedRead(key, read.run);
    expect(read.runs).toBe(2);
  });

  it.each([
    ['under next dev', { NODE_ENV: 'development' }],
    ['with REDIS_URL, where other instances revalidate', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ])('keeps nothing %s', async (_label, env) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const read = countingRead();
    const key = freshKey();
    await rememberedRead(key, read.run);
    await rememberedRead(key, read.run);
    expect(read.runs).toBe(2);
  });
});
