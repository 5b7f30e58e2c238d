import { GraphQLError } from 'graphql';
import { isDomainError } from '@/lib/academy/errors';

/** A mistake in the query's arguments: reported to the client as it is, with a 400-like code. */
export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * Runs a domain read for a resolver. The domain says "no such thing" or "bad input" with a DomainError (a 4xx
 * over REST); here that becomes a GraphQL error the client can read. Anything else stays unexpected:
 * the server masks and logs it.
 */
export async function domainRead<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && error.kind !== 'unavailable') {
      throw new GraphQLError(error.message, {
        extensions: { code: error.kind === 'not-found' ? 'NOT_FOUND' : 'BAD_USER_INPUT' },
      });
    }
    throw error;
  }
}
