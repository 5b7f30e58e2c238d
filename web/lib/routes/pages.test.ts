import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from './pages';

// What typedRoutes checked before the pages moved under app/[locale] (issue 33): every path of the route table is a
// page in app/, in both languages' tree.
const appDir = path.resolve(import.meta.dirname, '../../app/[locale]');

describe('the route table', () => {
  it.each(Object.entries(pages))('%s is a page under app/[locale]', (_, page) => {
    expect(existsSync(path.join(appDir, page.path, 'page.tsx')), page.path).toBe(true);
  });
});
