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
