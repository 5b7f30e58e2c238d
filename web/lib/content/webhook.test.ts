import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { isFreshSignature, maxSignatureAgeMs, signedAt } from './webhook';

describe('signedAt', () => {
  it('reads the timestamp Sanity signs with', async () => {
    const header = await encodeSignatureHeader('{"_type":"aboutPage"}', 1_767_225_600_000, 'secret');
    expect(signedAt(header)).toBe(1_767_225_600_000);
  });

  it('is null for a missing or malformed header', () => {
    for (const header of [null, undefined, '', 'v1=abc', 't=,v1=abc', 't=123']) expect(signedAt(header)).toBeNull();
  });
});

describe('isFreshSignature', () => {
  const now = 1_767_225_600_000;
  it('accepts signatures up to five minutes old and refuses older ones', () => {
    expect(isFreshSignature(now - maxSignatureAgeMs, now)).toBe(true);
    expect(isFreshSignature(now - maxSignatureAgeMs - 1, now)).toBe(false);
  });

  it('refuses timestamps well in the future', () => {
    expect(isFreshSignature(now + 30_000, now)).toBe(true);
    expect(isFreshSignature(now + 10 * 60_000, now)).toBe(false);
  });
});
