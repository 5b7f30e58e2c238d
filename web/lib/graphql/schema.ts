import 'server-only';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { resolvers } from './resolvers';
import { typeDefs } from './type-defs';

/** The executable read API: the schema text with its resolvers. */
export const schema = createSchema<GraphQLContext>({ typeDefs, resolvers });
