import { cappedPost, httpAnswer } from '@/lib/graphql/http';
import { yoga } from '@/lib/graphql/server';

// GraphQL over HTTP (issue 13): queries by GET or POST (the schema has no mutations), and the CORS preflight.
export async function GET(request: Request) {
  return httpAnswer(request, await yoga.handleRequest(request, {}));
}

export async function POST(request: Request) {
  const capped = await cappedPost(request);
  if (capped instanceof Response) return capped;
  return httpAnswer(capped, await yoga.handleRequest(capped, {}));
}

export const OPTIONS = (request: Request) => yoga.handleRequest(request, {});
