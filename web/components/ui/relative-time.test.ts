import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { istDateOf, relativeTime } from './relative-time';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('reads just now under ten seconds, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(0), NOW)).toBe('just now');
    expect(relativeTime(ago(9.9), NOW)).toBe('just now');
    expect(relativeTime(ago(-5), NOW)).toBe('just now');
  });

  it('counts seconds, minutes, hours and days in the largest whole unit', () => {
    expect(relativeTime(ago(10), NOW)).toBe('10 seconds ago');
    expect(relativeTime(ago(59), NOW)).toBe('59 seconds ago');
    expect(relativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(119), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(120), NOW)).toBe('2 minutes ago');
    expect(relativeTime(ago(3_600), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600 + 3_599), NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(86_400), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(400 * 86_400), NOW)).toBe('400 days ago');
  });

  it('accepts a Date and gives nothing for an unreadable time', () => {
    expect(relativeTime(new Date(NOW - 2 * 86_400_000), NOW)).toBe('2 days ago');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('speaks Hindi on Hindi pages', () => {
    expect(relativeTime(ago(3), NOW, 'hi')).toBe('अब');
    expect(relativeTime(ago(120), NOW, 'hi')).toBe('2 मिनट पहले');
    expect(relativeTime(ago(3 * 86_400), NOW, 'hi')).toBe('3 दिन पहले');
  });
});

describe('istDateOf', () => {
  it('shows the calendar date in India, whatever the machine’s time zone', () => {
    // 20:00 UTC is 01:30 the next day in IST.
    expect(istDateOf('2025-03-10T20:00:00.000Z')).toBe('11 Mar 2025');
    expect(istDateOf('garbage')).toBe('');
  });
});

describe('Indian formats in both languages', () => {
  it('groups digits the Indian way and names Hindi months', () => {
    expect(formatCount(150_000)).toBe('1,50,000');
    expect(formatCount(150_000, 'hi')).toBe('1,50,000');
    expect(istDateOf('2025-11-26T10:00:00Z', 'hi')).toBe('26 नव॰ 2025');
  });
});
