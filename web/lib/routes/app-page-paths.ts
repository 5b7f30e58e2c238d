import { globSync } from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '../../app/[locale]');

/**
 * The address of every page under app/[locale], as a learner or member opens it: route groups, which only choose a
 * layout ('(site)', issue 54), are not in it. For the route table's tests (pages.test.ts, served-paths.test.ts).
 */
export const appPagePaths = (): string[] =>
  globSync('**/page.tsx', { cwd: appDir }).map((file) =>
    `/${path.dirname(file)}`
      .split('/')
      .filter((segment) => !/^\(.+\)$/.test(segment))
      .join('/')
      .replace(/^$/, '/')
      .replace(/^\/\.$/, '/'),
  );
