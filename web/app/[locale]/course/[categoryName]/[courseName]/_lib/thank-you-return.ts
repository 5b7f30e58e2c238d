// The thank-you page goes back to the course 3 s after a form sent the visitor there (spec sections 4 and 9), and
// only then: a visitor who opened the thank-you address directly would be sent off the site. The form leaves a
// short-lived note in sessionStorage (this tab only) naming the thank-you path it is about to open.

import { tabStorage } from '@/lib/browser/local-storage';

const KEY = 'course-thank-you-return';
const FRESH_MS = 15_000;

type Note = { path: string; at: number };

const samePath = (a: string, b: string) => decodeURI(a).toLowerCase() === decodeURI(b).toLowerCase();

/** Called by a form just before it opens the thank-you page. */
export function noteReturn(path: string) {
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ path, at: Date.now() } satisfies Note));
  } catch {
    // storage full or refused: the visitor stays on the thank-you page
  }
}

/** True (and the note removed) when a form sent the visitor to `path` moments ago. */
export function takeReturn(path: string): boolean {
  const raw = tabStorage()?.getItem(KEY);
  if (!raw) return false;
  tabStorage()?.removeItem(KEY);
  try {
    const note = JSON.parse(raw) as Partial<Note>;
    return (
      typeof note.path === 'string' &&
      typeof note.at === 'number' &&
      samePath(note.path, path) &&
      Date.now() - note.at < FRESH_MS
    );
  } catch {
    return false;
  }
}
