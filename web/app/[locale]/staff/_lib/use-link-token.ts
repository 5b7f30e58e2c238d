'use client';

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The token of a one-time link (set a password, make the first admin), read from the address's fragment, which
 * browsers never send to a server, and taken off the address bar at once so it stays out of history too. It goes
 * into the form's `token` field. Undefined while it is being read, null when the link carries none.
 */
export function useLinkToken<T extends { token: string }>(f: UseFormReturn<T>): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const fromLink = window.location.hash.slice(1);
    history.replaceState(null, '', window.location.pathname);
    setToken(/^[\w-]{43}$/.test(fromLink) ? fromLink : null);
    (f as unknown as UseFormReturn<{ token: string }>).setValue('token', fromLink);
  }, [f]);
  return token;
}
