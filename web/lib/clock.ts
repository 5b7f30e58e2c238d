import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import { env } from '@/lib/env';

// The site's clock for what runs by the calendar (issue 53's demo classes; follow-ups next). It is the machine's,
// moved by the seconds in CLOCK_OFFSET_FILE when that is set: the browser tests write there to take a running server
// past a demo's time without waiting. The file is read again only when it changes, so a call costs one stat.

let known: { mtimeMs: number; size: number; offsetMs: number } | null = null;

function offsetMs(file: string): number {
  let stat: { mtimeMs: number; size: number };
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.offsetMs;
  const seconds = Number(readFileSync(file, 'utf8').trim() || '0');
  known = { ...stat, offsetMs: Number.isFinite(seconds) ? seconds * 1000 : 0 };
  return known.offsetMs;
}

/** Now, by the site's clock. */
export const clockNow = (): Date =>
  new Date(env.CLOCK_OFFSET_FILE ? Date.now() + offsetMs(env.CLOCK_OFFSET_FILE) : Date.now());
