import { sql } from 'drizzle-orm';
import { staffMembers } from './schema';

/**
 * How the console names a member wherever it shows one (owner, author, history, pickers): the display name they set
 * (issue 54), else their email.
 */
export const memberName = sql<string>`coalesce(${staffMembers.displayName}, ${staffMembers.email})`;
