import 'server-only';

/**
 * Checks made once as the server starts (instrumentation.ts), so a bad configuration stops `next start` at once
 * with a message naming the variable, rather than failing on a visitor's first request: every variable is
 * validated, and the database is opened, migrated and seeded. Then it starts listening for seeds run by other
 * processes (backend/catalogue-changes.ts).
 */
export async function checkStartup(): Promise<void> {
  let env: typeof import('./env').env;
  try {
    ({ env } = await import('./env'));
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }
  try {
    const { getDb } = await import('./db');
    await getDb();
  } catch (error) {
    const where = env.DATABASE_URL
      ? `DATABASE_URL: the database at ${withoutPassword(env.DATABASE_URL)} cannot be opened`
      : `PGLITE_DIR: the embedded database${env.PGLITE_DIR ? ` at ${env.PGLITE_DIR}` : ''} cannot be opened`;
    stop(`${where}: ${reason(error)}`);
  }
  const { watchCatalogueChanges } = await import('./backend/catalogue-changes');
  await watchCatalogueChanges();
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

/** The innermost message: pg and Drizzle wrap the socket error that says what actually went wrong. */
function reason(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth += 1) current = current.cause;
  if (current instanceof AggregateError && current.errors[0] instanceof Error) current = current.errors[0];
  return current instanceof Error ? current.message || current.name : String(current);
}
