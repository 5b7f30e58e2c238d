import { graphqlRequest, httpAnswer } from '@/lib/graphql/http';
import { yoga } from '@/lib/graphql/server';

// GraphQL over HTTP (issue 13): queries by GET or POST (the schema has no mutations), and the CORS preflight.
async function answer(request: Request): Promise<Response> {
  const checked = await graphqlRequest(request);
  if (checked instanceof Response) return checked;
  return httpAnswer(request, await yoga.handleRequest(checked, {}));
}

export const GET = answer;
export const POST = answer;
export const OPTIONS = (request: Request) => yoga.handleRequest(request, {});
