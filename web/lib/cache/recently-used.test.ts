import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('drops the least recently kept first once past its bound, counting one per value unless weighed', () => {
    const byCount = new RecentlyUsed<string>(2);
    byCount.keep('a', 'A');
    byCount.keep('b', 'B');
    byCount.keep('a', 'A'); // used again: now the newest
    byCount.keep('c', 'C');
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('bounds the weight in all, and counts a replaced value once', () => {
    const byLength = new RecentlyUsed<string>(5, (value) => value.length);
    byLength.keep('a', 'xx');
    byLength.keep('a', 'xxx');
    byLength.keep('b', 'yy');
    expect([byLength.get('a'), byLength.get('b')]).toEqual(['xxx', 'yy']);
    byLength.keep('c', 'z');
    expect([byLength.get('a'), byLength.get('b'), byLength.get('c')]).toEqual([undefined, 'yy', 'z']);
  });
});
