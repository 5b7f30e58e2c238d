'use client';

import { useState } from 'react';

/**
 * A button's one request (cancel, delete, download, sign out): busy while it runs, and what went wrong after.
 * `work` answers the message to show, or null when it went well.
 */
export function useAction(work: () => Promise<string | null>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setError(await work());
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}
