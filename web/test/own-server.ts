import { inject } from 'vitest';
import { createTestDatabase, openTestDatabase, type TestDatabase } from './databases';
import { callApi, type ApiAnswer } from './http';
import { startNextServer, type RunningServer, type ServerOptions } from './next-server';

export type OwnServer = {
  url: string;
  /** Calls this server over HTTP; `body` is parsed JSON when the answer is JSON. */
  api: (path: string, init?: RequestInit) => Promise<ApiAnswer>;
  output: () => string;
  /** Stops the server, then opens its database (migrated, not seeded) so a test can check what was stored. */
  stopAndOpenDb: () => Promise<Awaited<ReturnType<typeof openTestDatabase>>>;
  dispose: () => Promise<void>;
};

/**
 * A production server of its own, on a fresh database, for tests that need other configuration than the shared
 * one (an SMTP server, short lifetimes, a trusted proxy) or need to inspect the database afterwards.
 */
export async function startOwnServer(env: Record<string, string>, options: ServerOptions = {}): Promise<OwnServer> {
  const database: TestDatabase = await createTestDatabase({ template: inject('databaseTemplate') });
  let server: RunningServer;
  try {
    server = await startNextServer({ ...database.env, ...env }, undefined, undefined, options);
  } catch (error) {
    await database.drop();
    throw error;
  }
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  return {
    url: server.url,
    output: server.output,
    api: (path, init) => callApi(server.url, path, init),
    stopAndOpenDb: async () => {
      await server.stop();
      // PGlite allows one process per folder, so the database can only be opened once the server is gone.
      handle = await openTestDatabase(database);
      return handle;
    },
    dispose: async () => {
      try {
        await server.stop();
      } finally {
        await handle?.close();
        await database.drop();
      }
    },
  };
}

/** JSON POST options, with an optional client address for servers that trust one proxy. */
export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
