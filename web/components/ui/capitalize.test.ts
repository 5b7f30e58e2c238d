import { describe, expect, it } from 'vitest';
import { capitalizeWords } from './capitalize';

describe('capitalizeWords', () => {
  it('capitalises the first letter of every word and keeps the rest', () => {
    expect(capitalizeWords('kathak for beginners')).toBe('Kathak For Beginners');
    expect(capitalizeWords('  iOS app development ')).toBe('IOS App Development');
    expect(capitalizeWords('c++ programming')).toBe('C++ Programming');
    expect(capitalizeWords('hip-hop (street) dance')).toBe('Hip-Hop (Street) Dance');
  });
});
