import { createServer, Socket } from 'node:net';
import { freePort } from './next-server';

export type TcpRelay = { host: string; cut: () => Promise<void>; close: () => void };

/**
 * A TCP relay on loopback in front of a server (PostgreSQL, Redis) that a test can cut, so the server goes away
 * while the app runs: `cut` refuses new connections and drops every open one, as a network failure would.
 */
export async function startTcpRelay(target: URL, defaultPort: number): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = new Socket().connect(Number(target.port || defaultPort), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    close: () => relay.close(),
  };
}
