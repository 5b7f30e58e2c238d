import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed documents for the read API (/api/graphql): `graphql('query { ... }')` is checked against the schema, and
 * graphql-request infers its variables and result from it. The schema's types are generated from
 * lib/graphql/schema.graphql by `npm run graphql:types -w web` (gql.tada).
 */
export const graphql = initGraphQLTada<{ introspection: introspection; scalars: { JSON: unknown } }>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
