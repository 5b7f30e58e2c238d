import 'server-only';
import { draftMode } from 'next/headers';
import { connection } from 'next/server';

/**
 * A cached read that is left out in draft mode. Next does not store what a 'use cache' function returns in draft
 * mode, and a page rendered then (a reviewer's preview) finds the entry missing in its final render: it logs
 * "Unexpected cache miss after cache warming phase" and drops the data. In draft mode the read runs directly, at
 * request time, for that request only; visitors keep the cached answer.
 */
export function draftAware<A extends unknown[], T>(
  cached: (...args: A) => Promise<T>,
  direct: (...args: A) => Promise<T>,
) {
  return async (...args: A): Promise<T> => {
    if (!(await draftMode()).isEnabled) return cached(...args);
    await connection();
    return direct(...args);
  };
}
