import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from './type-defs';

// The schema's printed copy and the typed client's generated types are committed; both must match the schema the
// server runs. After a change to type-defs.ts: `npm run graphql:types -w web`.
const webDir = path.resolve(import.meta.dirname, '../..');
const regenerate = 'out of date: run `npm run graphql:types -w web`';

describe('committed GraphQL schema files', () => {
  it('schema.graphql is the printed schema', () => {
    expect(readFileSync(path.join(import.meta.dirname, 'schema.graphql'), 'utf8'), regenerate).toBe(
      `${printSchema(buildSchema(typeDefs))}\n`,
    );
  });

  it('the typed client\u2019s introspection types are generated from it', () => {
    const output = path.join(mkdtempSync(path.join(tmpdir(), 'gql-tada-')), 'graphql-env.d.ts');
    const cli = path.join(webDir, '..', 'node_modules', '.bin', 'gql-tada');
    const run = spawnSync(cli, ['generate', 'output', '--output', output], { cwd: webDir, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(path.join(webDir, 'lib/graphql-client/graphql-env.d.ts'), 'utf8'), regenerate).toBe(
      readFileSync(output, 'utf8'),
    );
  }, 60_000);
});
