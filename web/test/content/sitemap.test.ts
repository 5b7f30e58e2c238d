import { describe, expect, it } from 'vitest';
import { categoriesSchema, coursesSchema } from '@/lib/contract';
import { coursePath } from '@/lib/routes/pages';
import { api } from '../http';
import { devServer } from '../next-server';
import { pageIn } from '../page-language';

/** The paths of every <loc> in the sitemap (the shared server's SITE_URL is http://localhost). */
async function sitemapPaths(): Promise<string[]> {
  const { status, text } = await api('/sitemap.xml');
  expect(status).toBe(200);
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A sitemap path's route: the course and category pages each share one (per language); every other path is its own. */
const routeOf = (path: string) =>
  path
    .replace(/^(\/hi)?\/course\/[^/]+\/[^/]+$/, '$1/course/[category]/[course]')
    .replace(/^(\/hi)?\/course\/[^/]+$/, '$1/course/[category]');

/**
 * `npm test` asks for every page of the sitemap at once. Under `next dev` (test:quick) each page renders unoptimised,
 * hundreds outlast the test's time on a busy machine, and routes compiled side by side can fail ("Unexpected end of
 * JSON input"), so there one page per route is asked for, one after another; a page that fails for its data alone is
 * found by the full walk.
 */
const onePerRoute = (paths: string[]) => [...new Map(paths.map((path) => [routeOf(path), path])).values()];
async function oneAfterAnother<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every category and every course', async () => {
    const paths = await sitemapPaths();
    const categories = categoriesSchema.parse((await api('/api/category/getCategories')).body);
    expect(categories.length).toBeGreaterThan(0);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about', '/course', '/PrivacyPolicy', '/TermsConditions', '/Refund']),
    );
    expect(paths).toContain('/course/dance-and-music');
    expect(paths.filter((path) => /^\/course\/[^/]+$/.test(path))).toHaveLength(categories.length);
    const courses = coursesSchema.parse((await api('/api/course/courses')).body);
    const coursePaths = paths.filter((path) => /^\/course\/[^/]+\/[^/]+$/.test(path));
    expect(coursePaths.sort()).toEqual(courses.map((c) => encodeURI(coursePath(c.categoryName, c.courseName))).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  // Every page of the sitemap, rendered at once: minutes, not seconds, on a busy two-core machine.
  it('lists only pages that answer 200 as they are, without a redirect', { timeout: 120_000 }, async () => {
    const paths = await sitemapPaths();
    const statusOf = async (path: string) => [path, (await api(path, { redirect: 'manual' })).status] as const;
    const answers = devServer
      ? await oneAfterAnother(onePerRoute(paths), statusOf)
      : await Promise.all(paths.map(statusOf));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });
});

describe('GET /sitemap.xml, for each course', () => {
  /** Each course page's <url> entry: its path, lastmod and image addresses. */
  async function courseEntries() {
    const { text } = await api('/sitemap.xml');
    return [...text.matchAll(/<url>(.*?)<\/url>/gs)]
      .map(([, entry]) => ({
        path: new URL(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!).pathname,
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry!)?.[1],
        images: [...entry!.matchAll(/<image:image>\s*<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]!),
      }))
      .filter((entry) => /^\/course\/[^/]+\/[^/]+$/.test(entry.path));
  }

  it('gives its last change as a date, and each category the latest of its courses', async () => {
    const entries = await courseEntries();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.lastmod, entry.path).toBeDefined();
      expect(Number.isNaN(Date.parse(entry.lastmod!)), entry.lastmod).toBe(false);
      expect(Date.parse(entry.lastmod!)).toBeLessThanOrEqual(Date.now());
    }
    const { text } = await api('/sitemap.xml');
    const category =
      /<url>\s*<loc>[^<]+\/course\/dance-and-music<\/loc>(?:\s*<xhtml:link[^>]*\/>)*\s*<lastmod>([^<]+)<\/lastmod>/.exec(
        text,
      )?.[1];
    const latest = Math.max(
      ...entries.filter((e) => e.path.startsWith('/course/dance-and-music/')).map((e) => Date.parse(e.lastmod!)),
    );
    expect(Date.parse(category!)).toBe(latest);
  });

  it('lists its picture, which answers 200 as an image', async () => {
    const entries = await courseEntries();
    expect(entries.every((entry) => entry.images.length === 1)).toBe(true);
    const pictures = [...new Set(entries.flatMap((entry) => entry.images))];
    const answers = await Promise.all(
      pictures.map(async (url) => {
        const { status, headers } = await api(new URL(url).pathname);
        return { url, status, type: headers.get('content-type') ?? '' };
      }),
    );
    expect(answers.filter((a) => a.status !== 200 || !a.type.startsWith('image/'))).toEqual([]);
  });
});

describe('GET /sitemap.xml, in both languages (issue 33)', () => {
  it('lists every page in English and in Hindi, each entry naming both as hreflang alternates', async () => {
    const { text } = await api('/sitemap.xml');
    const entries = [...text.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => ({
      path: new URL(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!).pathname,
      alternates: Object.fromEntries(
        [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1]!,
          new URL(m[2]!).pathname,
        ]),
      ),
    }));
    const paths = new Set(entries.map((entry) => entry.path));
    const english = entries.filter((entry) => !/^\/hi(\/|$)/.test(entry.path));
    expect(english.length * 2).toBe(entries.length);
    for (const { path, alternates } of english) {
      const hindi = path === '/' ? '/hi' : `/hi${path}`;
      expect(paths.has(hindi), hindi).toBe(true);
      expect(alternates, path).toEqual({ 'en-IN': path, 'hi-IN': hindi, 'x-default': path });
    }
    for (const path of [
      '/hi',
      '/hi/about',
      '/hi/course',
      '/hi/course/dance-and-music',
      '/hi/course/dance-and-music/guitar',
    ])
      await pageIn('hi-IN', path);
  });
});
