import { describe, expect, it } from 'vitest';
import { indianDate } from '@/lib/india-time';
import { byDay, freeSessions, sessionKey, sessionsAhead, type SlotBatch } from './sessions';

// Tuesday 1 December 2026, 10:00 in India (04:30 UTC).
const NOW = new Date('2026-12-01T04:30:00Z');
const evening: SlotBatch = {
  batchId: 7,
  days: ['Mon', 'Wednesday', 'fri'],
  timings: [{ from: '06:00 PM', to: '07:00 PM' }],
  seats: 2,
};
const ist = (s: { startsAt: Date }) =>
  new Date(s.startsAt.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

describe('demo sessions from a batch’s days and timings (issue 53)', () => {
  it('gives each listed day’s timing over the next 14 days, in India’s time', () => {
    const sessions = sessionsAhead([evening], NOW);
    expect(sessions.map(ist)).toEqual([
      '2026-12-02 18:00',
      '2026-12-04 18:00',
      '2026-12-07 18:00',
      '2026-12-09 18:00',
      '2026-12-11 18:00',
      '2026-12-14 18:00',
    ]);
    expect(sessions[0]).toMatchObject({ batchId: 7, day: '2026-12-02' });
    expect(sessions[0]!.startsAt.toISOString()).toBe('2026-12-02T12:30:00.000Z');
    expect(sessions[0]!.endsAt.toISOString()).toBe('2026-12-02T13:30:00.000Z');
  });

  it('leaves out a session less than 2 hours away, and reads a timing that runs past midnight', () => {
    const today = {
      ...evening,
      days: ['Tue'],
      timings: [
        { from: '11:30 AM', to: '12:30 PM' },
        { from: '11:00 PM', to: '12:30 AM' },
      ],
    };
    const sessions = sessionsAhead([today], NOW);
    expect(sessions.map(ist)[0]).toBe('2026-12-01 23:00');
    expect(sessions[0]!.endsAt.getTime() - sessions[0]!.startsAt.getTime()).toBe(90 * 60_000);
    expect(sessions.some((s) => ist(s) === '2026-12-01 11:30')).toBe(false);
  });

  it('gives nothing for days or times it cannot read', () => {
    expect(sessionsAhead([{ ...evening, days: [] }], NOW)).toEqual([]);
    expect(sessionsAhead([{ ...evening, days: ['Someday'] }], NOW)).toEqual([]);
    expect(sessionsAhead([{ ...evening, timings: [{ from: 'evening', to: 'late' }] }], NOW)).toEqual([]);
  });

  it('skips the trainer’s days off and sessions whose seats are taken', () => {
    const all = sessionsAhead([evening], NOW);
    const full = sessionKey(all[1]!);
    const free = freeSessions([evening], NOW, {
      booked: new Map([
        [full, 2],
        [sessionKey(all[2]!), 1],
      ]),
      daysOff: new Set(['2026-12-02']),
    });
    expect(free.map(ist)).toEqual(['2026-12-07 18:00', '2026-12-09 18:00', '2026-12-11 18:00', '2026-12-14 18:00']);
    expect(freeSessions([{ ...evening, seats: 0 }], NOW, { booked: new Map(), daysOff: new Set() })).toEqual([]);
  });

  it('groups by India’s date, whatever the instant’s UTC date', () => {
    const late: SlotBatch = {
      ...evening,
      days: ['Wed'],
      timings: [
        { from: '05:00 AM', to: '06:00 AM' },
        { from: '08:00 PM', to: '09:00 PM' },
      ],
    };
    const groups = byDay(sessionsAhead([late], NOW));
    expect(groups[0]!.day).toBe('2026-12-02');
    expect(groups[0]!.sessions).toHaveLength(2);
    expect(indianDate(groups[0]!.sessions[0]!.startsAt)).toBe('2026-12-02');
    expect(groups[0]!.sessions[0]!.startsAt.toISOString()).toBe('2026-12-01T23:30:00.000Z');
  });
});
