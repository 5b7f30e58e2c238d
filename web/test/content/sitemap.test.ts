import { describe, expect, it } from 'vitest';
import { categoriesSchema, coursesSchema } from '@/lib/contract';
import { coursePath } from '@/lib/routes/pages';
import { api } from '../http';

/** The paths of every <loc> in the sitemap (the shared server's SITE_URL is http://localhost). */
async function sitemapPaths(): Promise<string[]> {
  const { status, text } = await api('/sitemap.xml');
  expect(status).toBe(200);
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every category and every course', async () => {
    const paths = await sitemapPaths();
    const categories = categoriesSchema.parse((await api('/api/category/getCategories')).body);
    expect(categories.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/course', '/PrivacyPolicy', '/TermsConditions', '/Refund']));
    expect(paths).toContain('/course/dance-and-music');
    expect(paths.filter((path) => /^\/course\/[^/]+$/.test(path))).toHaveLength(categories.length);
    const courses = coursesSchema.parse((await api('/api/course/courses')).body);
    const coursePaths = paths.filter((path) => /^\/course\/[^/]+\/[^/]+$/.test(path));
    expect(coursePaths.sort()).toEqual(courses.map((c) => encodeURI(coursePath(c.categoryName, c.courseName))).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists only pages that answer 200 as they are, without a redirect', async () => {
    const paths = await sitemapPaths();
    const answers = await Promise.all(paths.map(async (path) => [path, (await api(path, { redirect: 'manual' })).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
