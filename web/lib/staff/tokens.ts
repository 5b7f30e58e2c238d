import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): session cookies and one-time password links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked table opens nothing. A 256-bit random token needs no slow hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
