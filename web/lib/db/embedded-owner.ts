import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its folder: a second process (`npm run staff` beside a running site) would open it and
 * both would write, corrupting it. So a site that opens the embedded database leaves its process id beside the
 * folder while it runs, and the command-line scripts refuse to open a folder a live site holds (issue 51).
 */
const markerOf = (dir: string) => path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.site-pid`);

/** The running site's process id, when a live process holds the folder; a marker left by a killed one is ignored. */
export function embeddedDatabaseHolder(dir: string): number | undefined {
  if (dir.startsWith('memory://')) return undefined;
  const marker = markerOf(dir);
  if (!existsSync(marker)) return undefined;
  const pid = Number(readFileSync(marker, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** The site marks the folder as its own until its process exits. */
export function holdEmbeddedDatabase(dir: string): void {
  if (dir.startsWith('memory://')) return;
  const marker = markerOf(dir);
  writeFileSync(marker, String(process.pid));
  process.once('exit', () => {
    if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === String(process.pid))
      rmSync(marker, { force: true });
  });
}
