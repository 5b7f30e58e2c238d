import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { typeDefs } from '../lib/graphql/type-defs';

// Writes the read API's schema as SDL (lib/graphql/schema.graphql) for clients and the typed client's generator:
// `npm run graphql:types -w web` runs this, then gql.tada's generator (lib/graphql-client/graphql-env.d.ts).
export const schemaFile = path.resolve(import.meta.dirname, '../lib/graphql/schema.graphql');

writeFileSync(schemaFile, `${printSchema(buildSchema(typeDefs))}\n`);
console.log(`[graphql] wrote ${path.relative(process.cwd(), schemaFile)}`);
