import { existsSync } from 'node:fs';
import path from 'node:path';

/** The web/ folder, whether the process started in web/ or at the repository root. */
export function webRoot(): string {
  const cwd = process.cwd();
  return existsSync(path.join(cwd, 'lib', 'db', 'migrations')) ? cwd : path.join(cwd, 'web');
}

export const migrationsFolder = () => path.join(webRoot(), 'lib', 'db', 'migrations');

export const defaultPgliteDir = () => path.join(webRoot(), '..', '.data', 'pglite');
