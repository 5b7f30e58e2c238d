import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hashToken } from './tokens';

type OneTimeLinks = { tokenHash: AnyPgColumn; usedAt: AnyPgColumn; expiresAt: AnyPgColumn };

/**
 * The link a token opens while it is unused and unexpired (set-password and first-admin setup links). The update
 * that spends the link checks this in the same statement, so a link opened twice at once works once.
 */
export const unspentLink = (links: OneTimeLinks, token: string) =>
  and(eq(links.tokenHash, hashToken(token)), isNull(links.usedAt), gt(links.expiresAt, new Date()));
