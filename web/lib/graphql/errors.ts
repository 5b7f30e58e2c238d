import { GraphQLError } from 'graphql';
import { HttpError } from '@/lib/http/errors';

/** A mistake in the query's arguments: reported to the client as it is, with a 400-like code. */
export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * Runs a domain read for a resolver. The domain says "no such thing" or "bad input" with an HttpError (a 4xx that
 * REST answers as it is); here that becomes a GraphQL error the client can read. Anything else stays unexpected:
 * the server masks and logs it.
 */
export async function domainRead<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      throw new GraphQLError(error.message, { extensions: { code: error.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT' } });
    }
    throw error;
  }
}
