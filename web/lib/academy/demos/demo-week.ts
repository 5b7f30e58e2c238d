// The console's week of demo classes (issue 53): which India dates a week holds, and which classes clash. Pure, so
// the page and the tests read the same weeks and the same conflicts.

import { isCalendarDay } from '@/lib/validation/fields';
import { indianDate } from '@/lib/india-time';

const DAY_MS = 24 * 3600_000;

/** India's date `days` after `day` ('2026-11-30', 2 -> '2026-12-02'). */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (India's date) of the week holding `day`. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dayAfter(day, -((weekday + 6) % 7));
}

/**
 * The Monday of the week an address asks for (`?week=` any day of it), or of `today`'s week when it asks for none
 * or for a day the calendar does not have; years 2000 to 2099 only, so no week runs off the dates a page can name.
 */
export function askedWeek(asked: unknown, today: string): string {
  const valid = typeof asked === 'string' && isCalendarDay(asked) && asked >= '2000-01-01' && asked < '2099-12-25';
  return weekOf(valid ? asked : today);
}

/** The seven India dates of the week starting `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => dayAfter(monday, i));

/** The instant India's date `day` begins. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** A class as conflicts read it. */
export type Timed = { id: number; trainerId: number; batchId: number | null; startsAt: Date; endsAt: Date };

/**
 * The classes whose trainer is booked twice at once: two of one trainer's classes that overlap, unless they are the
 * same session of the same batch (a batch's demo seats are one class, taken by several learners).
 */
export function conflictsOf(classes: readonly Timed[]): Set<number> {
  const clashing = new Set<number>();
  const byTrainer = new Map<number, Timed[]>();
  for (const c of classes) byTrainer.set(c.trainerId, [...(byTrainer.get(c.trainerId) ?? []), c]);
  for (const list of byTrainer.values()) {
    const sorted = [...list].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length && sorted[j]!.startsAt < sorted[i]!.endsAt; j++) {
        const [a, b] = [sorted[i]!, sorted[j]!];
        const oneSession =
          a.batchId !== null && a.batchId === b.batchId && a.startsAt.getTime() === b.startsAt.getTime();
        if (!oneSession) clashing.add(a.id).add(b.id);
      }
  }
  return clashing;
}

/** India's date of a class, for the grid's column. */
export const classDay = (c: Pick<Timed, 'startsAt'>) => indianDate(c.startsAt);
