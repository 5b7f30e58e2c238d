import { inject } from 'vitest';
import { callApi, type ApiAnswer } from './http';

/** A GraphQL query POSTed as JSON to /api/graphql of a server (the shared one by default). */
export const queryAt =
  (baseUrl: string) =>
  (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<ApiAnswer> =>
    callApi(baseUrl, '/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });

/** The data of a query to the shared server that must succeed. */
export async function graphqlData<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await queryAt(inject('baseUrl'))(query, variables);
  if (answer.status !== 200 || answer.body.errors)
    throw new Error(`GraphQL ${answer.status}: ${answer.text.slice(0, 500)}`);
  return answer.body.data as T;
}
