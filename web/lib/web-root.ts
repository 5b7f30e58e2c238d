import { existsSync } from 'node:fs';
import path from 'node:path';

/** The web/ folder, whether the process started in web/ or at the repository root (scripts, tests, `next start`). */
export function webRoot(): string {
  const cwd = process.cwd();
  return existsSync(path.join(cwd, 'lib', 'db', 'migrations')) ? cwd : path.join(cwd, 'web');
}
