import { describe, expect, it } from 'vitest';
import { appPagePaths } from './app-page-paths';
import { pages } from './pages';

// What typedRoutes checked before the pages moved under app/[locale] (issue 33): every path of the route table is a
// page in app/, in both languages' tree.
const served = new Set(appPagePaths());

describe('the route table', () => {
  it.each(Object.entries(pages))('%s is a page under app/[locale]', (_, page) => {
    expect(served.has(page.path), page.path).toBe(true);
  });
});
