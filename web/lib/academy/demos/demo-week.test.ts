import { describe, expect, it } from 'vitest';
import { askedWeek, conflictsOf, dayAfter, weekDays, weekOf } from './demo-week';

const at = (iso: string) => new Date(iso);
const demo = (id: number, trainerId: number, batchId: number | null, from: string, to: string) => ({
  id,
  trainerId,
  batchId,
  startsAt: at(from),
  endsAt: at(to),
});

describe('the console’s week of demo classes (issue 53)', () => {
  it('a week runs Monday to Sunday in India’s dates, across a month’s end', () => {
    expect(weekOf('2026-12-03')).toBe('2026-11-30');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2026-12-06')).toBe('2026-11-30');
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(dayAfter('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('an address’s week is a real day of this century, else this week', () => {
    expect(askedWeek('2026-12-03', '2026-11-28')).toBe('2026-11-30');
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2026-12-32',
      '9999-12-31',
      '0000-01-01',
      '2026-12-3',
      'soon',
      ['2026-12-03'],
      undefined,
    ])
      expect(askedWeek(bad, '2026-11-28')).toBe('2026-11-23');
  });

  it('a trainer booked twice at once is a conflict; one session’s seats, back-to-back classes and two trainers are not', () => {
    const clashing = conflictsOf([
      // Two learners in one session of batch 5: its seats, one class.
      demo(1, 7, 5, '2026-12-01T12:30:00Z', '2026-12-01T13:30:00Z'),
      demo(2, 7, 5, '2026-12-01T12:30:00Z', '2026-12-01T13:30:00Z'),
      // A counsellor's own time for the same trainer, half an hour into it: a clash with both.
      demo(3, 7, null, '2026-12-01T13:00:00Z', '2026-12-01T14:00:00Z'),
      // Straight after: no clash.
      demo(4, 7, 5, '2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z'),
      // Another trainer at the same time: no clash.
      demo(5, 8, 9, '2026-12-01T12:30:00Z', '2026-12-01T13:30:00Z'),
      // Another batch of trainer 7 at the same time as 1 and 2.
      demo(6, 7, 6, '2026-12-02T12:30:00Z', '2026-12-02T13:30:00Z'),
      demo(7, 7, 5, '2026-12-02T12:30:00Z', '2026-12-02T13:30:00Z'),
    ]);
    expect([...clashing].sort()).toEqual([1, 2, 3, 6, 7]);
  });
});
