// When a lead arrived, as the console shows it: relative ('3 h ago') for the eye, exact in IST for the record.

const exact = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto', style: 'short' });

/** '25 Nov 2026, 2:05 pm IST'. */
export const exactIst = (iso: string) => `${exact.format(new Date(iso))} IST`;

/** 'now', '12 min. ago', '3 hr. ago', 'yesterday', '4 days ago'; past a month the date itself. */
export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 30 * 86400) return relative.format(-Math.floor(seconds / 86400), 'day');
  return exact.format(new Date(iso)).split(',')[0]!;
}
