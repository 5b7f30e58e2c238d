import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { CLOCK_FILE } from '../../playwright.config';

const LOCK = `${CLOCK_FILE}.lock`;

const takeLock = () => {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs `work` while holding the app server's clock (CLOCK_OFFSET_FILE, web/lib/clock.ts): it starts at the machine's
 * time, `moveTo` stands it at an instant, and it is put back at the end. Specs that read or move it run their held
 * parts one at a time: each holds a lock (a folder beside the clock's file, made by one of them only), and the next
 * waits for it to go, so a time one spec reads ("tomorrow 10 am") is never read on another's moved clock.
 */
export async function holdingServerClock<T>(work: (moveTo: (at: Date) => void) => Promise<T>): Promise<T> {
  await expect.poll(takeLock, { timeout: 120_000, message: 'another spec holds the server clock' }).toBe(true);
  try {
    writeFileSync(CLOCK_FILE, '0');
    return await work((at) => writeFileSync(CLOCK_FILE, String((at.getTime() - Date.now()) / 1000)));
  } finally {
    writeFileSync(CLOCK_FILE, '0');
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Runs `work` with the app server's clock at `at`, then puts it back (holdingServerClock). */
export const atServerTime = <T>(at: Date, work: () => Promise<T>): Promise<T> =>
  holdingServerClock((moveTo) => {
    moveTo(at);
    return work();
  });
