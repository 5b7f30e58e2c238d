import { globSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileSystemCache } from './file-system-cache';
import { NEXT_CHECKED, NEXT_REACHES } from './reaches';
import { areTagsExpired, areTagsStale, onTagRevalidated, recordRevalidation, tagsManifest } from './tags-manifest';

/**
 * Fails on a Next upgrade that moves or changes what lib/next-internals reaches into, saying which reach to re-check
 * (README.md beside this file). No server: it loads the installed Next's own modules.
 */
const require = createRequire(import.meta.url);
const installed: string = require('next/package.json').version;
const recheck = (reach: string) =>
  `next ${installed} is installed; lib/next-internals was checked with next ${NEXT_CHECKED.version}. ` +
  `Re-check ${reach} in lib/next-internals/README.md against node_modules/next/dist, then update reaches.ts.`;

describe('the Next internals the caching reaches into', () => {
  it('is the Next version the adapter was checked against', () => {
    const [major, minor] = installed.split('.').map(Number);
    expect(`${major}.${minor}`, recheck('every reach')).toBe(NEXT_CHECKED.minor);
  });

  it.each(NEXT_REACHES)('$path still resolves', ({ path: modulePath, reach }) => {
    expect(() => require.resolve(modulePath), recheck(reach)).not.toThrow();
  });

  it('keeps every tag revalidation in one Map, read by areTagsExpired and areTagsStale (tag, timestamp)', () => {
    expect(tagsManifest instanceof Map, recheck('reach 1 (tagsManifest)')).toBe(true);
    expect([areTagsExpired.length, areTagsStale.length], recheck('reach 1 (areTagsExpired, areTagsStale)')).toEqual([
      2, 2,
    ]);
    const madeAt = Date.now() - 1_000;
    tagsManifest.set('internals:expired', { expired: Date.now() });
    tagsManifest.set('internals:stale', { stale: Date.now() });
    expect(areTagsExpired(['internals:expired'], madeAt), recheck('reach 1 (areTagsExpired)')).toBe(true);
    expect(areTagsStale(['internals:stale'], madeAt), recheck('reach 1 (areTagsStale)')).toBe(true);
    expect(areTagsExpired(['internals:stale'], madeAt), recheck('reach 1 (areTagsExpired)')).toBe(false);
  });

  it("records a revalidation with the arithmetic of Next's own revalidateTag", async () => {
    const next = new FileSystemCache(cacheContext(tmp()));
    for (const durations of [undefined, { expire: 0 }, { expire: 60 }]) {
      const [theirs, ours] = [`internals:next:${durations?.expire}`, `internals:ours:${durations?.expire}`];
      await next.revalidateTag([theirs], durations);
      recordRevalidation([ours], durations);
      const [a, b] = [tagsManifest.get(theirs)!, tagsManifest.get(ours)!];
      expect(Object.keys(b).sort(), recheck('reach 2 (recordRevalidation)')).toEqual(Object.keys(a).sort());
      for (const field of ['stale', 'expired'] as const) {
        if (a[field] !== undefined)
          expect(Math.abs(b[field]! - a[field]!), recheck('reach 2 (recordRevalidation)')).toBeLessThan(1_000);
      }
    }
  });

  it("sees Next's own revalidations through the wrapped tagsManifest.set", async () => {
    const seen: string[] = [];
    onTagRevalidated((tag) => seen.push(tag));
    await new FileSystemCache(cacheContext(tmp())).revalidateTag(['internals:watched'], { expire: 0 });
    const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default');
    await createDefaultCacheHandler(1e6).updateTags(['internals:watched-use-cache'], { expire: 0 });
    expect(seen, recheck('reach 3 (tagsManifest.set)')).toEqual(['internals:watched', 'internals:watched-use-cache']);
  });

  it('lets a FileSystemCache subclass check its tags against the manifest in get', async () => {
    class Subclass extends FileSystemCache {}
    const cache = new Subclass(cacheContext(tmp()));
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', status: 200, url: 'https://x.test' },
      revalidate: 3600,
    };
    const ctx = { kind: 'FETCH', tags: ['internals:page'], softTags: [] };
    await cache.set(
      'internals:fetch',
      data as never,
      { fetchCache: true, tags: ['internals:page'], isImplicitBuildTimeCache: false } as never,
    );
    expect(
      await cache.get('internals:fetch', ctx as never),
      recheck('reach 4 (FileSystemCache get/set)'),
    ).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    recordRevalidation(['internals:page']);
    expect(
      await cache.get('internals:fetch', ctx as never),
      recheck('reach 4 (FileSystemCache checks tagsManifest)'),
    ).toBeNull();
  });
});

describe('the adapter folder', () => {
  it('holds every next/dist import of the app', () => {
    const web = path.resolve(import.meta.dirname, '../..');
    // A folder may be named like a file: app/api/payments-sandbox/checkout.js is a route's.
    const files = globSync(['{app,components,lib,pages,scripts,test,e2e}/**/*.{ts,tsx,mjs,js}', '*.{ts,mjs}'], {
      cwd: web,
    }).filter((file) => !file.startsWith('lib/next-internals/') && statSync(path.join(web, file)).isFile());
    const reaching = files.filter((file) => /['"]next\/dist\//.test(readFileSync(path.join(web, file), 'utf8')));
    expect(
      reaching,
      'import Next internals only through lib/next-internals (README.md there lists each reach)',
    ).toEqual([]);
  });

  it('lists each reach in its README', () => {
    const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    for (const { path: modulePath } of NEXT_REACHES)
      expect(readme, `lib/next-internals/README.md names ${modulePath}`).toContain(modulePath);
  });
});

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-internals-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const cacheContext = (dir: string) =>
  ({
    fs: { ...fs, existsSync: () => false },
    serverDistDir: dir,
    flushToDisk: false,
    maxMemoryCacheSize: 1e6,
    revalidatedTags: [],
  }) as never;
