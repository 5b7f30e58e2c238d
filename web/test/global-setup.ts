import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, createTestDatabase } from './databases';
import { ensureBuild, startNextServer } from './next-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    pgliteDir: string;
    databaseLabel: string;
    /** A migrated, seeded database on the run's engine, for createTestDatabase's `template` (test/own-server.ts). */
    databaseTemplate: string;
  }
}

/** Starts the real app once per run, on a fresh database, and hands its address to every test file. */
export default async function setup(project: TestProject) {
  ensureBuild();
  const template = await createTemplateDatabase();
  const database = await createTestDatabase({ template: template.name });
  const server = await startNextServer({ ...database.env, SITE_URL: 'http://localhost' });
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', database.env.DATABASE_URL ?? '');
  project.provide('pgliteDir', database.env.PGLITE_DIR ?? '');
  project.provide('databaseLabel', database.label);
  project.provide('databaseTemplate', template.name);
  console.log(`[tests] app at ${server.url} on ${database.label}`);
  return async () => {
    try {
      // Fails the run when the shared server logged an error no test expected (test/server-errors.ts).
      await server.stop();
    } finally {
      await database.drop();
      await template.drop();
    }
  };
}
