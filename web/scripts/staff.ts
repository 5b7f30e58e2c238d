/**
 * `npm run staff -- add EMAIL --role admin|counsellor`: adds a staff member and prints their one-time link to set a
 * password (24 hours). `npm run staff -- link EMAIL`: a fresh link for a member who lost theirs. Opens the database
 * the app would (DATABASE_URL, else PGLITE_DIR, else .data/pglite). PGlite allows one process: on the embedded
 * database of a running site it refuses and points at the setup link the site printed (issue 51). Links point at
 * SITE_URL.
 */
import './load-env-files';
import { closeDb } from '../lib/db';
import { embeddedDatabaseHolder } from '../lib/db/embedded-owner';
import { defaultPgliteDir } from '../lib/db/locations';
import { addMember, renewPasswordLink, PASSWORD_LINK_HOURS } from '../lib/staff/members';
import { STAFF_ROLES } from '../lib/validation/staff';

const USAGE = 'usage: npm run staff -- add EMAIL --role admin|counsellor\n       npm run staff -- link EMAIL';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Opening the folder a running site holds would corrupt it: say what to do instead. */
function refuseRunningSite() {
  if (process.env.DATABASE_URL) return;
  const dir = process.env.PGLITE_DIR || defaultPgliteDir();
  const pid = embeddedDatabaseHolder(dir);
  if (pid === undefined) return;
  fail(
    `The site is running on the embedded database (${dir}, process ${pid}), and PGlite allows one process at a time.\n` +
      `- First admin: open the setup link the site printed to its log when it started (/staff/setup#...).\n` +
      `- Other members: an admin invites them from the console's Team page.\n` +
      `- Or stop the site, run this again, and start the site.`,
  );
}

async function main(args: string[]) {
  const [command, email, ...rest] = args;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(USAGE);
  refuseRunningSite();
  if (command === 'add') {
    const roleAt = rest.indexOf('--role');
    const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
    if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) fail(USAGE);
    const { link } = await addMember(email, role as (typeof STAFF_ROLES)[number], null);
    console.log(
      `Added ${email.toLowerCase()} as ${role}. Send them this link to set a password (valid ${PASSWORD_LINK_HOURS} hours, once):\n${link}`,
    );
  } else if (command === 'link') {
    console.log(
      `A new link for ${email.toLowerCase()} (valid ${PASSWORD_LINK_HOURS} hours, once):\n${await renewPasswordLink(email)}`,
    );
  } else {
    fail(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await closeDb();
}
