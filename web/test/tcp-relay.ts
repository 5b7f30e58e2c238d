import { createServer, Socket, type Server } from 'node:net';
import { freePort } from './next-server';

export type TcpRelay = {
  host: string;
  /** Refuses new connections (nothing listens on the port) and drops every open one, as a network failure would. */
  cut: () => Promise<void>;
  /** Listens again on the same port and relays as before. */
  restore: () => Promise<void>;
  /**
   * A server that accepts connections and never answers: new connections are accepted and left silent, and the open
   * ones stop carrying anything in either direction (what was sent meanwhile is held, not lost).
   */
  stall: () => void;
  /** Ends a stall: the open connections carry what they held, and new ones reach the server again. */
  resume: () => void;
  close: () => void;
};

type Pair = { client: Socket; upstream?: Socket };

/**
 * A TCP relay on loopback in front of a server (PostgreSQL, Redis) that a test can cut, stall or restore, so the
 * server goes away or stops answering while the app runs.
 */
export async function startTcpRelay(target: URL, defaultPort: number, { stalled = false } = {}): Promise<TcpRelay> {
  const pairs = new Set<Pair>();
  let stalling = stalled;

  const connectUpstream = (pair: Pair) => {
    const upstream = new Socket().connect(Number(target.port || defaultPort), target.hostname);
    upstream.on('error', () => upstream.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.upstream = upstream;
    pair.client.pipe(upstream).pipe(pair.client);
  };

  const accept = (client: Socket) => {
    const pair: Pair = { client };
    pairs.add(pair);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (stalling) client.pause();
    else connectUpstream(pair);
  };

  const port = await freePort();
  let server: Server;
  const listen = async () => {
    server = createServer(accept);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  };
  await listen();

  return {
    host: `127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await closed;
    },
    restore: listen,
    stall: () => {
      stalling = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    resume: () => {
      stalling = false;
      for (const pair of pairs) {
        if (!pair.upstream) {
          connectUpstream(pair);
          pair.client.resume();
          continue;
        }
        pair.client.pipe(pair.upstream).pipe(pair.client);
        pair.client.resume();
        pair.upstream.resume();
      }
    },
    close: () => server.close(),
  };
}
