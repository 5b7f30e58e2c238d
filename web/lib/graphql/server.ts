import 'server-only';
import { createYoga } from 'graphql-yoga';
import { cachedExecutionPlugin } from './cached-execution';
import { limitPlugins } from './limits';
import { schema } from './schema';

/**
 * The read API at /api/graphql (issue 13), served by GraphQL Yoga: it speaks GraphQL over HTTP (GET and POST, the
 * status codes, content negotiation), answers CORS, masks unexpected errors and caches parsed and validated
 * queries, so the route only adds our limits and our cache. GraphiQL is for development only.
 */
export const yoga = createYoga({
  schema,
  graphqlEndpoint: '/api/graphql',
  graphiql: process.env.NODE_ENV === 'development',
  landingPage: false,
  maskedErrors: true,
  // A public read API: any site may query it, with GET or POST, sending no credentials.
  cors: { origin: '*', methods: ['GET', 'POST'], credentials: false, allowedHeaders: ['content-type', 'accept'] },
  plugins: [...limitPlugins(), cachedExecutionPlugin()],
  fetchAPI: { Response },
});
