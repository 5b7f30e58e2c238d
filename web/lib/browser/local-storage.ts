/**
 * localStorage that never throws. Browsers refuse it in some privacy modes and when it is full; every caller
 * here treats that as "nothing stored", since the URL or the server still holds what matters.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // see above: not remembering is acceptable
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see above: with storage refused there is nothing to remove
  }
}

/** This tab's sessionStorage, or null where the browser refuses it (privacy modes): notes a page leaves for the next. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Leaves `value` for the next page of this tab, stamped with the time; a note that cannot be kept is not there. */
export function leaveTabNote(key: string, value: Record<string, unknown>): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify({ ...value, at: Date.now() }));
  } catch {
    // storage full or refused: the next page opens as it always does
  }
}

/** The note left under `key` less than `freshMs` ago, removed as it is read; null when there is none or it is old. */
export function takeTabNote(key: string, freshMs: number): Record<string, unknown> | null {
  const raw = tabStorage()?.getItem(key);
  if (!raw) return null;
  tabStorage()?.removeItem(key);
  try {
    const note = JSON.parse(raw) as Record<string, unknown> | null;
    return note && typeof note.at === 'number' && Date.now() - note.at < freshMs ? note : null;
  } catch {
    return null;
  }
}
