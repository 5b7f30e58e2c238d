import { describe, expect, it } from 'vitest';
import { medianOfBuckets, RESPONSE_BUCKETS } from './dashboard';

describe("the dashboard's median first response", () => {
  it('reads the middle lead straight across its bucket', () => {
    // Four leads under 5 minutes and four from 5 to 10: the middle is the first bucket's end.
    expect(
      medianOfBuckets(
        new Map([
          [0, 4],
          [1, 4],
        ]),
      ),
    ).toBe(5);
    // Two under 5 minutes, six from 1 to 1.5 hours (bucket 7): the 4th of 8 is a third of the way into it.
    expect(
      medianOfBuckets(
        new Map([
          [0, 2],
          [7, 6],
        ]),
      ),
    ).toBe(70);
    // A week and more has no end: its lower edge.
    expect(medianOfBuckets(new Map([[RESPONSE_BUCKETS.length, 3]]))).toBe(10080);
  });

  it('is none for no answered lead', () => {
    expect(medianOfBuckets(new Map())).toBeNull();
    expect(medianOfBuckets(new Map([[3, 0]]))).toBeNull();
  });
});
