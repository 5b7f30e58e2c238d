import type { IncomingMessage, ServerResponse } from 'node:http';
import { RecentlyUsed } from '@/lib/cache/recently-used';
import { globalSingleton } from '@/lib/global-singletons';

/**
 * The gzipped copies of stored pages that the proxy serves (issue 31, stored-answers.ts fills them), and the route
 * that sends one. Next strips Content-Encoding from what the proxy and App Router routes answer and gzips their bodies
 * itself, on every request; a Pages Router API route writes to Node's response, where an encoded body goes out as it
 * is. So the proxy rewrites a request it can serve from a copy to STORED_PAGE_ROUTE (pages/api/stored-page.ts),
 * naming the copy in a request header that carries this process's secret; without it the route is a plain 404.
 * This file is shared by the proxy's bundle and the Pages Router's, which each load their own instance of it, so
 * everything is one per process (lib/global-singletons.ts); and it imports nothing that only a React server bundle may load.
 */
export const STORED_PAGE_ROUTE = '/api/stored-page';
const COPY_HEADER = 'x-academy-stored-page';

type Copy = {
  /** The page's own headers that describe it (content type, caching, ETag, Vary, preload links). */
  headers: [string, string][];
  gzip: Buffer;
  /** The revalidation epoch when its fill began: a copy is current while no tag has been revalidated since. */
  epoch: number;
  madeAt: number;
};

/** At most this many copies, the least recently used dropped first; a copy is one page gzipped, about 20 KB. */
const MAX_COPIES = 500;

type CopyStore = {
  /** By the page's address in the app's tree (/en/views/catalogue/_all/1). */
  copies: RecentlyUsed<Copy>;
  filling: Set<string>;
  secret: string;
};

export const copyStore: CopyStore = globalSingleton('storedCopies', () => ({
  copies: new RecentlyUsed(MAX_COPIES),
  filling: new Set(),
  secret: crypto.randomUUID(),
}));

/** The request header that names the copy `treePath` to the route. */
export const copyHeader = (treePath: string): [string, string] => [COPY_HEADER, `${copyStore.secret} ${treePath}`];

/** The copy's address a request names, or null when the header is not this process's. */
function namedTreePath(request: IncomingMessage): string | null {
  const header = request.headers[COPY_HEADER];
  const prefix = `${copyStore.secret} `;
  return typeof header === 'string' && header.startsWith(prefix) ? header.slice(prefix.length) : null;
}

/** STORED_PAGE_ROUTE: the named copy as it is, gzipped. */
export function sendStoredCopy(request: IncomingMessage, response: ServerResponse) {
  const treePath = namedTreePath(request);
  if (treePath === null) {
    response
      .writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify({ error: 'Not found' }));
    return;
  }
  // A copy is only ever replaced, or dropped as the least recently used, and the proxy has just used this one.
  const copy = copyStore.copies.get(treePath);
  if (!copy) {
    response.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '1',
    });
    response.end('Temporarily unavailable');
    return;
  }
  for (const [name, value] of copy.headers) {
    // The proxy's own Cache-Control is already on the response and wins: an answer that sets the language cookie is
    // private (lib/routes/locale-routing.ts), whatever the stored page says.
    if (name === 'cache-control' && response.hasHeader(name)) continue;
    response.appendHeader(name, value);
  }
  response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader('content-encoding', 'gzip');
  response.setHeader('content-length', copy.gzip.byteLength);
  response.end(copy.gzip);
}
