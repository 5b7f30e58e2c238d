import { describe, expect, it } from 'vitest';
import { filledHalves } from './star-rating';

describe('filledHalves', () => {
  it('rounds to the nearest half star', () => {
    expect(filledHalves(4.5)).toBe(9);
    expect(filledHalves(4.2)).toBe(8);
    expect(filledHalves(3.8)).toBe(8);
    expect(filledHalves(3.7)).toBe(7);
    expect(filledHalves(0)).toBe(0);
  });

  it('keeps out-of-range ratings within five stars', () => {
    expect(filledHalves(7)).toBe(10);
    expect(filledHalves(-1)).toBe(0);
  });
});
