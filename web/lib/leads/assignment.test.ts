import { describe, expect, it } from 'vitest';
import { turnTakers } from './assignment';

describe('whose turn a lead is, by category (issue 54)', () => {
  const dance = { id: 1, categoryIds: [3] };
  const danceAndArt = { id: 2, categoryIds: [3, 5] };
  const any = { id: 3, categoryIds: [] };
  const art = { id: 4, categoryIds: [5] };

  it("the counsellors of one of the lead's categories", () => {
    expect(turnTakers([dance, danceAndArt, any, art], [3])).toEqual([dance, danceAndArt]);
    expect(turnTakers([dance, danceAndArt, any, art], [5, 9])).toEqual([danceAndArt, art]);
  });

  it('else those who take any category, else everyone; a lead without a course goes to those who take any', () => {
    expect(turnTakers([dance, any, art], [7])).toEqual([any]);
    expect(turnTakers([dance, art], [7])).toEqual([dance, art]);
    expect(turnTakers([dance, any], [])).toEqual([any]);
    expect(turnTakers([], [3])).toEqual([]);
  });
});
