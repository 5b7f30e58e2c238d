import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// Without AUTH_SECRET a signature lasts as long as the process: after a restart what it signed is unknown again
// (a device is then counted as any other, a client pass must be earned again), never wrongly trusted.
const holder = globalThis as typeof globalThis & { __academySigningKey?: string };

/** The key the academy signs its own tokens with (device cookies, client passes): AUTH_SECRET, or one per process. */
export const signingKey = () => env.AUTH_SECRET ?? (holder.__academySigningKey ??= randomBytes(32).toString('hex'));
