/**
 * Load figures with autocannon: a fixed duration per path and connection count; throughput from autocannon,
 * latency percentiles from every response's own time (autocannon's histogram has no p95).
 */
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

export type Load = { rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Browsers ask for compressed pages; so does the load, so the server pays for compression as it does in use. */
const headers = { 'accept-encoding': 'gzip' };

export function measure(url: string, connections: number, durationSeconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration: durationSeconds, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        // Completed responses over the whole run: autocannon's per-second average rounds a slow path's seconds to 0.
        rps: result.requests.total / result.duration,
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

export type PageSize = { status: number; bytes: number; gzip: number };

/** One uncompressed request: fills the server's caches for the path and gives the HTML's size, raw and gzipped. */
export async function warm(url: string): Promise<PageSize> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, gzip: gzipSync(body).length };
}
