import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { leadingZeroBits, proofText } from '@/lib/contract/work-proof';
import { solveChallenge } from '../../test/client-pass';
import { issueChallenge, passHolder } from './client-pass';

const solve = (challenge: string, difficulty: number) => Number(solveChallenge(challenge, difficulty).split('~')[1]);

describe('client passes', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(Uint8Array.from([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(Uint8Array.from([0xff]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });

  it('accepts a solved challenge, and names the pass by its id', () => {
    const { challenge, difficulty } = issueChallenge(10);
    const id = passHolder(proofText(challenge, solve(challenge, difficulty)));
    expect(id).toMatch(/^[\w-]{16}$/);
    expect(challenge).toContain(`.${id}.`);
  });

  it('refuses a nonce that does not do the work, a changed difficulty or id, and garbage', () => {
    const { challenge } = issueChallenge(12);
    const nonce = solve(challenge, 12);
    let wrong = 0;
    while (leadingZeroBits(createHash('sha256').update(proofText(challenge, wrong)).digest()) >= 12) wrong++;
    expect(passHolder(proofText(challenge, wrong))).toBeNull();
    const easier = challenge.replace(/\.12\./, '.1.');
    expect(passHolder(proofText(easier, solve(easier, 1)))).toBeNull();
    const otherId = challenge.replace(/^p1\.[\w-]{16}/, 'p1.AAAAAAAAAAAAAAAA');
    expect(passHolder(proofText(otherId, nonce))).toBeNull();
    for (const junk of [null, '', '~', `${challenge}~`, `${challenge}~-1`, `${challenge}~1e3`, 'p1.x.y.z.w~1'])
      expect(passHolder(junk)).toBeNull();
  });

  it('refuses a pass older than an hour', () => {
    vi.useFakeTimers({ now: Date.now() });
    try {
      const { challenge } = issueChallenge(4);
      const pass = proofText(challenge, solve(challenge, 4));
      expect(passHolder(pass)).not.toBeNull();
      vi.advanceTimersByTime(3601_000);
      expect(passHolder(pass)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
