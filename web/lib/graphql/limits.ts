import 'server-only';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { schema } from './schema';

// Limits of the public read API. Each refuses a query before any database work, with a GraphQL error and a 4xx.

/** Characters of query text (the course page's whole query is about 1,500). */
export const MAX_QUERY_LENGTH = 10_000;
/** Bytes of a POST body: the query, its variables and the operation name. */
export const MAX_BODY_BYTES = 32 * 1024;
/** Nesting of fields (course > trainers > batches > sessions > display is 5). */
export const MAX_DEPTH = 10;
export const MAX_TOKENS = 2_000;
/**
 * The most work one query may ask for: every field costs 1, and a field with `first: n` costs n times what each of
 * its items asks for. 50 courses with their trainers, batches and review summaries cost about 3,000; 50 courses
 * with 50 reviews each cost far more than this.
 */
export const MAX_COST = 5_000;

const refused = (message: string, status: number, code: string) =>
  createGraphQLError(message, { extensions: { code, http: { status } } });

/** A list field answers `first` items (or its default), each costing what its own fields cost. */
const pagedListEstimator: ComplexityEstimator = ({ args, childComplexity }) =>
  typeof args.first === 'number' ? 1 + Math.max(args.first, 1) * childComplexity : undefined;

export function queryCost(args: {
  document: Parameters<typeof getComplexity>[0]['query'];
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
}) {
  return getComplexity({
    schema,
    query: args.document,
    variables: args.variableValues ?? {},
    operationName: args.operationName ?? undefined,
    estimators: [pagedListEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

const useQueryLength = (): Plugin => ({
  onParams({ params }) {
    if (typeof params.query === 'string' && params.query.length > MAX_QUERY_LENGTH) {
      throw refused(
        `The query is too long: at most ${MAX_QUERY_LENGTH.toLocaleString('en-IN')} characters`,
        413,
        'QUERY_TOO_LONG',
      );
    }
  },
});

const useCostLimit = (): Plugin => ({
  onExecute({ args }) {
    let cost: number;
    try {
      cost = queryCost(args);
    } catch (error) {
      // Bad variables: execution reports them as it always does.
      if (error instanceof GraphQLError) return;
      throw error;
    }
    if (cost > MAX_COST) {
      throw refused(
        `The query asks for too much: it costs ${cost.toLocaleString('en-IN')}, at most ${MAX_COST.toLocaleString('en-IN')} is allowed. Ask for fewer items (first) or fields.`,
        400,
        'QUERY_TOO_COSTLY',
      );
    }
  },
});

/** The limits, in the order a query meets them: its length, its tokens, its depth, then its cost. */
export const limitPlugins = (): Plugin[] => [
  useQueryLength(),
  maxTokensPlugin({ n: MAX_TOKENS }) as Plugin,
  maxDepthPlugin({ n: MAX_DEPTH, flattenFragments: true }) as Plugin,
  useCostLimit(),
];
