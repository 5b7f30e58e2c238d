import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentDocument } from '@/lib/content/document';
import { applyPerspective, queryDocuments, readDataset, seedDir } from '@/lib/content/embedded';

/**
 * A stand-in for Sanity's Content Lake: the query API (`GET` or `POST /v{date}/data/query/{dataset}`), answered
 * with groq-js over the embedded seed's published documents, as the app's Sanity client asks it (SANITY_API_HOST).
 * `publish` replaces or adds a document, as publishing in the Studio does; the app learns of it only through the
 * webhook, as with Sanity. `PUT /stand-in/documents` does the same over HTTP for a stand-in in another process.
 */
export type ContentLake = {
  url: string;
  publish: (document: ContentDocument) => void;
  close: () => Promise<void>;
};

const QUERY_PATH = /^\/v[\w-]+\/data\/query\/[\w-]+$/;

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The query and its parameters, from the address (`query`, `$name` JSON values) or a POSTed body. */
async function readQuery(
  request: IncomingMessage,
  url: URL,
): Promise<{ query: string; params: Record<string, unknown> }> {
  if (request.method === 'POST') {
    const posted = JSON.parse(await body(request)) as { query?: string; params?: Record<string, unknown> };
    return { query: posted.query ?? '', params: posted.params ?? {} };
  }
  const params = Object.fromEntries(
    [...url.searchParams]
      .filter(([name]) => name.startsWith('$'))
      .map(([name, value]) => [name.slice(1), JSON.parse(value)]),
  );
  return { query: url.searchParams.get('query') ?? '', params };
}

export async function startContentLake({
  port = 0,
  change,
}: {
  port?: number;
  change?: (doc: ContentDocument) => ContentDocument;
} = {}): Promise<ContentLake> {
  let documents = applyPerspective(await readDataset(seedDir()), false).map((doc) => change?.(doc) ?? doc);
  const publish = (document: ContentDocument) => {
    documents = [...documents.filter((doc) => doc._id !== document._id), document];
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    try {
      if (url.pathname === '/health') return answer(200, { ok: true });
      if (url.pathname === '/stand-in/documents' && request.method === 'PUT') {
        publish(JSON.parse(await body(request)) as ContentDocument);
        return answer(200, { published: true });
      }
      if (!QUERY_PATH.test(url.pathname))
        return answer(404, { error: { description: `no such endpoint: ${url.pathname}` } });
      const { query, params } = await readQuery(request, url);
      answer(200, { result: await queryDocuments(documents, query, params), ms: 1 });
    } catch (error) {
      answer(400, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
