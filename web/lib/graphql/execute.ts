import 'server-only';
import { execute, GraphQLError, parse, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { isDomainError } from '@/lib/academy/errors';
import { backendTags } from '@/lib/backend/cache-tags';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '@/lib/db/availability';
import { createContext } from './context';
import { schema } from './schema';

/** An execution result as plain JSON, so the cache can store it. */
export type PlainResult = {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
};

export type Execution = {
  result: PlainResult;
  /** The cache tags of everything the answer was built from. */
  tags: string[];
  /** False when a read failed unexpectedly: the answer must not be kept long. */
  complete: boolean;
};

// Next keeps at most 128 tags per cache entry. An answer built on more courses than this is tagged with what every
// review revalidates (the "Popular courses" ranking), so it is still refreshed by any review that could change it.
const MAX_COURSE_TAGS = 100;
const courseTagPrefix = backendTags.course('');

function boundedTags(tags: Set<string>): string[] {
  const courseTags = [...tags].filter((tag) => tag.startsWith(courseTagPrefix));
  if (courseTags.length <= MAX_COURSE_TAGS) return [...tags];
  return [...[...tags].filter((tag) => !tag.startsWith(courseTagPrefix)), backendTags.ranking];
}

/** The database, or another service a read relies on, cannot answer now: the client may try again shortly. */
const isUnavailable = (error: unknown) => isDatabaseUnavailable(error) || isDomainError(error, 'unavailable');

export const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

const unavailableError = (path: GraphQLError['path']) =>
  new GraphQLError(UNAVAILABLE_MESSAGE, { path, extensions: { code: UNAVAILABLE_CODE } });

/** An error the client may read as it is: one a resolver or GraphQL itself raised on purpose. */
const isIntended = (error: GraphQLError) => !error.originalError || error.originalError instanceof GraphQLError;

/**
 * Runs one (already validated) query against the schema with fresh loaders, and reports what it read. Unexpected
 * failures are logged here and answered as "Unexpected error." without details, as the API's masking does.
 */
export async function executeQuery(
  query: string,
  variables: Record<string, unknown>,
  operationName: string | null,
): Promise<Execution> {
  const tags = new Set<string>();
  const result: ExecutionResult = await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    operationName,
    contextValue: createContext((...seen) => seen.forEach((tag) => tags.add(tag))),
  });
  let complete = true;
  const errors = result.errors?.map((error) => {
    if (isIntended(error)) return error.toJSON();
    complete = false;
    if (isUnavailable(error.originalError)) return unavailableError(error.path).toJSON();
    console.error('[graphql] a read failed', error.originalError);
    return new GraphQLError('Unexpected error.', {
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }).toJSON();
  });
  // GraphQL builds its answer from null-prototype objects, which the cache cannot store: JSON makes them plain.
  // No data at all (not even null) means the request could not run, e.g. its variables are wrong: a 400 (http.ts).
  const data = result.data && (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>);
  return {
    result: { ...('data' in result && { data }), ...(errors && { errors }) },
    tags: boundedTags(tags),
    complete,
  };
}
