import type { Batch } from '@/lib/backend';

const DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** '06:00 PM' -> '18:00:00' (schema.org Time); null for anything else. */
export function toIsoTime(time: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)?\s*$/i.exec(time);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half === 'PM' && hours < 12) hours += 12;
  if (half === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
}

const minutesOf = (isoTime: string) => Number(isoTime.slice(0, 2)) * 60 + Number(isoTime.slice(3, 5));

/** 90 -> 'PT1H30M' (ISO 8601 duration). */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * A batch's schedule: the week days it meets, from and to (IST) and so how long a class lasts. A batch sold as a
 * whole course also says how many classes it has: then the weeks the schedule repeats (the last one may be part of
 * a week) and the course's total hours are known. Per-session and monthly batches run on with no set end.
 */
export function courseSchedule(batch: Batch) {
  const timing = batch.timings[0];
  const byDay = batch.days.map((d) => DAYS[d.trim().slice(0, 3).toLowerCase()]).filter((d): d is string => Boolean(d));
  const startTime = timing ? toIsoTime(timing.from) : null;
  const endTime = timing ? toIsoTime(timing.to) : null;
  const minutes =
    startTime && endTime && minutesOf(endTime) > minutesOf(startTime)
      ? minutesOf(endTime) - minutesOf(startTime)
      : null;
  if (!byDay.length && !minutes) return null;
  const counts = batch.feeType === 'Course' ? batch.sessions.map((s) => s.sessionsCount ?? 0).filter((n) => n > 0) : [];
  const classes = counts.length ? Math.min(...counts) : null;
  return {
    schedule: {
      '@type': 'Schedule',
      scheduleTimezone: 'Asia/Kolkata',
      ...(minutes ? { duration: isoDuration(minutes) } : {}),
      ...(byDay.length ? { repeatFrequency: 'Weekly', byDay: byDay.map((d) => `https://schema.org/${d}`) } : {}),
      ...(byDay.length && classes ? { repeatCount: Math.ceil(classes / byDay.length) } : {}),
      ...(startTime ? { startTime } : {}),
      ...(endTime ? { endTime } : {}),
    },
    workload: classes && minutes ? isoDuration(classes * minutes) : null,
  };
}
