/**
 * The browser tests' one database to copy: migrated, seeded as the embedded default seeds itself on a first start,
 * with every admin the specs sign in as added as the staff command line adds them (lib/staff/members.ts). Run once
 * per test run by e2e/support/start-servers.mjs on PGLITE_DIR, before any server opens a copy; prints
 * {email: one-time link} as JSON on its last line.
 * Usage: PGLITE_DIR=<dir> node --conditions=react-server --import tsx e2e/support/prepare-database.ts EMAIL...
 */
import { closeDb, getDb } from '../../lib/db';
import { addMember } from '../../lib/staff/members';

const links: Record<string, string> = {};
try {
  await getDb();
  for (const email of process.argv.slice(2)) links[email] = (await addMember(email, 'admin', null)).link;
} finally {
  await closeDb();
}
console.log(JSON.stringify(links));
