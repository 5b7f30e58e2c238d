import 'server-only';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { cacheLife, cacheTag } from 'next/cache';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import { executeQuery, type PlainResult } from './execute';

/**
 * One answer per query text, variables and operation, kept until a write revalidates a tag it was built on (a
 * review of a course it shows, a seed, a CMS publish), as the pages are. A read that failed keeps its answer for
 * seconds only, so the next requests try again.
 */
async function storedAnswer(query: string, variables: string, operationName: string | null): Promise<PlainResult> {
  'use cache';
  const { result, tags, complete } = await executeQuery(query, JSON.parse(variables), operationName);
  if (tags.length) cacheTag(...tags);
  if (complete) cacheLife('hours');
  else cacheLife('seconds');
  return result;
}

/** The stored errors as GraphQL errors again, so the server's error masking keeps their (already safe) messages. */
const revived = ({ errors, ...rest }: PlainResult): ExecutionResult => ({
  ...rest,
  ...(errors && {
    errors: errors.map(({ message, locations, path, extensions }) =>
      Object.assign(new GraphQLError(message, { path, extensions }), locations && { locations }),
    ),
  }),
});

/** Answers every validated operation from the cache (storedAnswer) instead of executing it per request. */
export const cachedExecutionPlugin = (): Plugin<YogaInitialContext> => ({
  onExecute({ setExecuteFn }) {
    setExecuteFn(async (args) => {
      const { params } = args.contextValue as YogaInitialContext;
      const variables = JSON.stringify(params.variables ?? {});
      return revived(
        await storedAnswer(params.query ?? '', variables, params.operationName ?? args.operationName ?? null),
      );
    });
  },
});
