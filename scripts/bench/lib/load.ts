/**
 * Load figures with autocannon: a fixed duration per path and connection count; throughput from autocannon,
 * latency percentiles from every response's own time (autocannon's histogram has no p95).
 */
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

/** `completed` 0 means every response took longer than the run: the latencies are then unknown, not small. */
export type Load = {
  rps: number;
  completed: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Browsers ask for compressed pages; so does the load, so the server pays for compression as it does in use. */
const headers = { 'accept-encoding': 'gzip' };

export function measure(
  url: string,
  connections: number,
  durationSeconds: number,
  requests?: autocannon.Request[],
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: durationSeconds, headers, requests }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        // Completed responses over the whole run: autocannon's per-second average rounds a slow path's seconds to 0.
        rps: result.requests.total / result.duration,
        completed: result.requests.total,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Each connection sends `paths` one after the other, again and again, as a client that needs all of them for one
 * screen: `rps` counts single requests (divide by the number of paths for screens per second).
 */
export const measureSequence = (base: string, paths: string[], connections: number, durationSeconds: number) =>
  measure(
    base,
    connections,
    durationSeconds,
    paths.map((path) => ({ method: 'GET', path })),
  );

export type PageSize = { status: number; bytes: number; gzip: number; aloneMs: number };

/**
 * Two uncompressed requests: the first fills the server's caches for the path, the second, timed, is the path's
 * latency without load (still known when every response under load outlasts the run); and the HTML's size.
 */
export async function warm(url: string): Promise<PageSize> {
  const get = () => fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await (await get()).arrayBuffer();
  const started = performance.now();
  const response = await get();
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    bytes: body.length,
    gzip: gzipSync(body).length,
    aloneMs: performance.now() - started,
  };
}

/**
 * Waits until the server has worked off what the last measurement left: autocannon stops sending when its time is
 * up, but up to `connections` answers (a slow search's, say) are still being rendered, and their garbage collected.
 * Done when two requests to `url` in a row answer within `quickMs`, or after 10 s.
 */
export async function settle(url: string, quickMs = 25): Promise<void> {
  const deadline = performance.now() + 10_000;
  let quick = 0;
  while (quick < 2 && performance.now() < deadline) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    quick = performance.now() - started <= quickMs ? quick + 1 : 0;
  }
}
