import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A catalogue change made by another process (`npm run seed`, `npm run seed:large`) is announced on this PostgreSQL
 * channel, so every running instance on the database drops what it cached of the catalogue. The app's own writes
 * revalidate exactly the tags they touch and need no announcement.
 */
export const CATALOGUE_CHANNEL = 'academy_catalogue_changed';

/** The reason the staff console's edits announce (issue 29): its writes revalidate their own cache tags. */
export const CONSOLE_EDIT = 'console';

const RECONNECT_MS = 5_000;

/** Tells every listening instance that the catalogue changed; delivered when the caller's transaction commits. */
export async function announceCatalogueChange(db: Db, reason: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${reason})`);
}

type Listener = {
  /** A change was announced, or the connection came back (an announcement may have been missed meanwhile). */
  onChange: (reason: string) => void;
  onError: (error: unknown) => void;
};

/**
 * Listens on a connection of its own (LISTEN lasts only as long as its session, so a pooled connection would lose
 * it) and reconnects after a failure. Resolves once listening, or after the first failed attempt; returns the stop.
 */
export async function listenForCatalogueChanges(
  databaseUrl: string,
  connectMs: number,
  { onChange, onError }: Listener,
): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let client: InstanceType<typeof Client> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedBefore = false;

  const connect = async () => {
    // A server that accepts and never answers must not hold the start; keepAlive notices a connection that died quietly.
    const current = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs, keepAlive: true });
    client = current;
    const lost = (error?: unknown) => {
      if (client !== current || stopped) return;
      client = null;
      if (error) onError(error);
      current.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    current.on('error', lost);
    current.on('end', () => lost(new Error('the listening connection closed')));
    current.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) onChange(message.payload || 'change');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (connectedBefore) onChange('reconnected');
      connectedBefore = true;
    } catch (error) {
      lost(error);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
