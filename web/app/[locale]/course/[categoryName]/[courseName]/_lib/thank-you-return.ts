// The thank-you page goes back to the course 3 s after a form sent the visitor there (spec sections 4 and 9), and
// only then: a visitor who opened the thank-you address directly would be sent off the site. The form leaves a
// short-lived note in sessionStorage (this tab only) naming the thank-you path it is about to open.

import { leaveTabNote, takeTabNote } from '@/lib/browser/local-storage';

const KEY = 'course-thank-you-return';
const FRESH_MS = 15_000;

const samePath = (a: string, b: string) => decodeURI(a).toLowerCase() === decodeURI(b).toLowerCase();

/** Called by a form just before it opens the thank-you page (storage refused: the visitor stays there). */
export const noteReturn = (path: string) => leaveTabNote(KEY, { path });

/** True (and the note removed) when a form sent the visitor to `path` moments ago. */
export function takeReturn(path: string): boolean {
  const note = takeTabNote(KEY, FRESH_MS);
  return typeof note?.path === 'string' && samePath(note.path, path);
}
