import { describe, expect, it } from 'vitest';
import { isPagePath } from '@/lib/routes/canonical-path';
import { demoBookingPath } from '@/lib/page-paths';
import { accountDemoToken, isMailedDemoToken, newDemoToken, readAccountDemoToken, signedDemoToken } from './links';

describe('a demo booking’s links (issue 53)', () => {
  it('every link is a page’s address, never a file’s, and a signed one reads back until it expires', () => {
    const now = new Date('2026-11-28T14:00:00Z');
    // A quarter of all signatures are letters and digits only: with a dot before one, the address read as a file's.
    for (let id = 1; id <= 300; id++) {
      const signed = accountDemoToken(id, now);
      expect(isPagePath(demoBookingPath(signed)), signed).toBe(true);
      expect(isMailedDemoToken(signed)).toBe(false);
      expect(readAccountDemoToken(signed, now)).toBe(id);
      expect(readAccountDemoToken(signed, new Date(now.getTime() + 2 * 3600_000))).toBeNull();
      expect(isPagePath(demoBookingPath(newDemoToken()))).toBe(true);
    }
    const mailed = signedDemoToken(7, new Date('2026-12-01T13:30:00Z'));
    expect(mailed).toMatch(/^7-1796131800-[\w-]{43}$/);
    expect(readAccountDemoToken(mailed.replace(/^7-/, '8-'), now)).toBeNull();
    expect(readAccountDemoToken(mailed.replace(/-1796131800-/, '-1796131801-'), now)).toBeNull();
  });
});
