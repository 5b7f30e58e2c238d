/**
 * Server memory around a burst of large photo uploads (issue 12, item 9), for the reliability bench: RSS of the
 * server's whole process group before, at its peak, right after, and after RELIABILITY_IDLE_SECONDS (default 30)
 * without requests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { RunningServer } from '../../web/test/next-server';

const IDLE_SECONDS = Number(process.env.RELIABILITY_IDLE_SECONDS ?? 30);

const rssMb = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      return sum + Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
    } catch {
      return sum;
    }
  }, 0);

/** `next start` may run the server in a child process: the whole process group counts. */
function groupPids(leader: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirProc()) {
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === leader) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}
const readdirProc = () => readdirSync('/proc').filter((n) => /^\d+$/.test(n));
const memory = (server: RunningServer) => `${Math.round(rssMb(groupPids(server.pid)))} MB`;

/** A flat 7000 x 7000 PNG: 49 megapixels (about 150 MB decoded) in a file far under the 2 MB upload limit. */
export const largePhoto = () =>
  sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#6a8caf' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

export async function photoBurst(server: RunningServer, photo: Buffer, courseName: string) {
  await fetch(`${server.url}/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName }))}`);
  const before = memory(server);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(groupPids(server.pid)))), 100);
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        studentName: 'Bench',
        reviewDescription: 'Large photo',
        ratings: '4',
        courseName,
      }))
        form.append(k, v);
      form.append('imageOfStudent', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'large.png');
      return (await fetch(`${server.url}/api/reviews/featuredreview`, { method: 'POST', body: form })).status;
    }),
  );
  clearInterval(sampler);
  const after = memory(server);
  // Idle: no requests; sample until the time is up.
  const deadline = Date.now() + IDLE_SECONDS * 1000;
  while (Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  const tally = Object.entries(counts)
    .map(([s, n]) => `${n}x ${s}`)
    .join(', ');
  console.log(
    `  photo burst: 50 concurrent uploads of a 49-MP PNG (${(photo.byteLength / 1024).toFixed(0)} KB): ${tally}`,
  );
  console.log(
    `  server RSS: before ${before}, peak ${Math.round(peak)} MB, right after ${after}, after ${IDLE_SECONDS} s idle ${memory(server)}`,
  );
}
