import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// A link mailed to a learner that opens something of theirs without a login (a demo's booking page, issue 53; a
// fee's pay page, issue 55) carries its key in its token: 192 random bits, kept only as a SHA-256, so the table
// cannot be read back into working links.

/** The form a mailed token has: a forged or mangled one is refused before the database is asked. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const newMailedToken = () => randomBytes(24).toString('base64url');

export const mailedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const isMailedToken = (token: string) => TOKEN.test(token);
