import { describe, expect, it } from 'vitest';
import { starsOf } from './star-rating';

describe('starsOf', () => {
  it('rounds to the nearest half star', () => {
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starsOf(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('keeps out-of-range ratings within five stars', () => {
    expect(starsOf(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsOf(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
