import type { IncomingMessage, ServerResponse } from 'node:http';

/** Methods that echo a request back (cross-site tracing); no part of the site serves them. Node's parser answers
 * TRACK (not a method it knows) with 400 itself. */
const ECHO_METHODS = new Set(['TRACE', 'TRACK']);

/**
 * Answers TRACE and TRACK with 405 before Next sees them. Next builds a fetch Request for every request, and fetch
 * refuses these methods, so they used to end as a 500 with "'TRACE' HTTP method is unsupported" in the log before
 * the proxy could refuse them. Installed once per process from instrumentation.ts, on Node's HTTP server, which
 * `next start` answers through.
 */
export async function refuseEchoMethods(): Promise<void> {
  const { Server } = await import('node:http');
  const marker = Symbol.for('academy.refuseEchoMethods');
  const proto = Server.prototype as typeof Server.prototype & { [marker]?: true };
  if (proto[marker]) return;
  proto[marker] = true;
  const emit = proto.emit;
  proto.emit = function (this: InstanceType<typeof Server>, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (ECHO_METHODS.has(request.method ?? '')) {
        response.writeHead(405, {
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        response.end(`Method ${request.method} is not allowed.`);
        request.resume();
        return true;
      }
    }
    return (emit as (this: unknown, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}
