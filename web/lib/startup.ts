import 'server-only';

/**
 * Checks made once as the server starts (instrumentation.ts), so a bad configuration stops `next start` at once
 * with a message naming the variable, rather than failing on a visitor's first request: every variable is
 * validated, and the database is opened, migrated and seeded. Then it starts listening for seeds run by other
 * processes (page-cache/catalogue-changes.ts). With ACADEMY_API_URL the academy is another backend's and no database
 * is opened here; a configuration that would keep part of the academy here is refused (see remoteBackendProblem).
 */
export async function checkStartup(): Promise<void> {
  let env: typeof import('./env').env;
  try {
    ({ env } = await import('./env'));
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }
  if (env.STAFF_SECOND_FACTOR === 'off')
    console.warn('[startup] STAFF_SECOND_FACTOR=off: staff sign in without the mailed code. For development only.');
  if (env.ACADEMY_API_URL) {
    const problem = remoteBackendProblem(env);
    if (problem) stop(problem);
    return;
  }
  const { openAtStart } = await import('./db');
  const { describe, isDatabaseUnavailable } = await import('./db/availability');
  try {
    await openAtStart();
  } catch (error) {
    const where = env.DATABASE_URL
      ? `DATABASE_URL: the database at ${withoutPassword(env.DATABASE_URL)} cannot be opened`
      : `PGLITE_DIR: the embedded database${env.PGLITE_DIR ? ` at ${env.PGLITE_DIR}` : ''} cannot be opened`;
    // A server that cannot be reached now may be back in a minute: the site starts, serves what needs no database
    // and answers the rest with 503 while lib/db tries again. A server that answered with a refusal (a wrong
    // password, no such database) will not change its mind: that is a configuration to fix.
    if (!env.DATABASE_URL || !isDatabaseUnavailable(error)) stop(`${where}: ${describe(error)}`);
    console.warn(`[startup] ${where} now (${describe(error)}): starting without it and trying again every second`);
  }
  if (!env.DATABASE_URL) {
    const { holdEmbeddedDatabase } = await import('./db/embedded-owner');
    const { defaultPgliteDir } = await import('./db/locations');
    holdEmbeddedDatabase(env.PGLITE_DIR || defaultPgliteDir());
  }
  await printFirstAdminLink();
  const { watchCatalogueChanges } = await import('./page-cache/catalogue-changes');
  await watchCatalogueChanges();
  // Every mail's sender comes from the site settings unless MAIL_FROM is set (lib/mail/sender.ts); mail may not
  // import the content layer, so it is handed the read here, before any mail goes out.
  const { readSiteSenderWith } = await import('./mail/sender');
  const { readMailSender } = await import('./content/mail-sender');
  readSiteSenderWith(readMailSender);
  // Inbox notifications held for a digest by a server that stopped go out now (academy/inbox.ts).
  const { resumeDigest } = await import('./academy/inbox');
  await resumeDigest().catch(() => undefined);
  // The outbox's senders: queued mail, retries, and what a stopped server left (lib/mail/worker.ts).
  const { startMailWorkers } = await import('./mail/worker');
  startMailWorkers();
  // Each member's 9:00 IST mail of the leads due today and overdue (lib/staff/due-digest.ts).
  const { startDueDigests } = await import('./staff/due-digest');
  await startDueDigests();
}

/**
 * While the site has no admin, a one-time link to make the first one goes to the log, once per start (issue 51;
 * lib/staff/first-admin.ts). A database that cannot say now (PostgreSQL away) skips it: the next start offers one.
 */
async function printFirstAdminLink(): Promise<void> {
  const { offerFirstAdminSetup, SETUP_LINK_HOURS } = await import('./staff/first-admin');
  const link = await offerFirstAdminSetup().catch(() => undefined);
  if (!link) return;
  console.log(
    `[setup] This site has no admin yet. Open this link to make the first one (valid ${SETUP_LINK_HOURS} hours, once; ` +
      `each start prints a new one until an admin exists):\n[setup] ${link}`,
  );
}

/**
 * With ACADEMY_API_URL every academy read and write goes to that backend (lib/backend/forward.ts), so settings that
 * would keep academy data or mail here cannot be switched with it: naming them is a half-switched configuration.
 * A backend address that is this app itself would send every call round in a loop.
 */
function remoteBackendProblem(env: typeof import('./env').env): string | undefined {
  const remote = new URL(env.ACADEMY_API_URL!);
  const local = ['DATABASE_URL', 'PGLITE_DIR', 'SMTP_URL'].filter(
    (name) => env[name as keyof typeof env] !== undefined,
  );
  if (local.length) {
    return (
      `ACADEMY_API_URL: every academy read and write goes to the backend at ${remote.host}, but ${local.join(' and ')} ` +
      `${local.length === 1 ? 'is' : 'are'} set too and cannot be switched to it: the learners' accounts, enrolments, ` +
      `reviews and mail are that backend's. Unset ${local.join(' and ')}, or unset ACADEMY_API_URL to serve the academy from this app.`
    );
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(remote.hostname);
  if (loopback && (remote.port || (remote.protocol === 'https:' ? '443' : '80')) === String(env.PORT)) {
    return `ACADEMY_API_URL: ${remote.host} is this app itself, so every academy call would come back here in a loop. Name another backend, or unset it.`;
  }
  return undefined;
}

function stop(message: string): never {
  console.error(`[startup] ${message}`);
  console.error('[startup] Fix the configuration (see .env.example) and start again.');
  process.exit(1);
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
