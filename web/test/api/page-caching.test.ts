import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesSchema, type Course } from '@/lib/contract';
import { readDataset, seedDir } from '@/lib/content/embedded';
import { categoryPath, coursePath } from '@/lib/routes/pages';
import { slugify } from '@/lib/slug';
import { STORED_PAGE_ROUTE } from '@/lib/page-cache/stored-copies';
import { startOwnServer, type OwnServer } from '../own-server';

// The pages read the catalogue through cached functions ('use cache' + cacheTag). These tests prove the caches
// never show a visitor something stale or foreign: a review changes the rating everywhere on the next request, and
// one search is never answered with another's results. The server is this file's own, so no other test's reviews
// move the counts.

let server: OwnServer;
let course: Course;

/** The visible text of an HTML answer, React's text separators and tags removed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** What one course card on a list page says about the course's ratings. */
async function cardRating(path: string, id: number): Promise<string> {
  const { status, text } = await server.api(path);
  expect(status).toBe(200);
  const start = text.indexOf(`id="course-card-${id}"`);
  expect(start, `the card of course ${id} on ${path}`).toBeGreaterThan(-1);
  const card = textOf(text.slice(start, text.indexOf('Know More', start)));
  return /\(([\d,]+ ratings?)\)|No ratings yet/.exec(card)?.[0] ?? card;
}

async function bannerRatings(): Promise<string> {
  const { status, text } = await server.api(coursePath(course.categoryName, course.courseName));
  expect(status).toBe(200);
  return /([\d,]+) ratings?/.exec(textOf(text))![0];
}

const apiCount = async () =>
  coursesSchema.parse((await server.api('/api/course/courses')).body).find((c) => c.id === course.id)!.ratingsCount;

async function postReview(stars: number) {
  const form = new FormData();
  const fields = {
    studentName: 'Meera',
    reviewDescription: 'Clear and patient lessons.',
    ratings: String(stars),
    courseName: course.courseName,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  expect((await server.api('/api/reviews/featuredreview', { method: 'POST', body: form })).status).toBe(201);
}

/** The page goes out from the proxy's gzipped copy (issue 31, lib/page-cache/stored-answers.ts). */
const fromCopy = (answer: { headers: Headers }) => answer.headers.get('x-middleware-rewrite') === STORED_PAGE_ROUTE;

/** Asks for `path` until its copy serves it: a copy is filled in the background after a request finds none. */
async function untilFromCopy(path: string) {
  await expect.poll(async () => fromCopy(await server.api(path)), { message: path, timeout: 15_000 }).toBe(true);
}

beforeAll(async () => {
  server = await startOwnServer({});
  const courses = coursesSchema.parse((await server.api('/api/course/courses')).body);
  // A course the home page shows (the seed's home document picks them) that is also on the catalogue's first page
  // (the first 50 by id) and so on its category's first page.
  const firstPage = new Set(courses.slice(0, 50).map((c) => c.id));
  const home = (await readDataset(seedDir())).find((d) => d._id === 'homePage') as unknown as {
    featuredCourses: { slug: string }[];
  };
  const picked = new Set(home.featuredCourses.map((pick) => pick.slug));
  course = courses.find((c) => picked.has(slugify(c.courseName)) && firstPage.has(c.id))!;
  expect(course).toBeDefined();
});

afterAll(() => server?.dispose());

describe('cached catalogue pages', () => {
  it('serves the home page, the catalogue, a category page and a course page from the store after their first request', async () => {
    const catalogue = ['/course', `/course?category=${slugify(course.categoryName)}`, '/course?page=2'];
    for (const path of [
      '/',
      ...catalogue,
      categoryPath(course.categoryName),
      coursePath(course.categoryName, course.courseName),
    ]) {
      expect((await server.api(path)).status, path).toBe(200);
      const again = await server.api(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get('x-nextjs-cache'), path).toBe('HIT');
      // A stored view is served in the same process: an absolute rewrite would go out over HTTP to the server itself.
      expect(again.headers.get('x-middleware-rewrite') ?? '', path).not.toMatch(/^https?:/);
      // The whole page is in its stored shell, sent once: no hidden segment for a script to reveal (a request-time
      // part, such as a header that read the URL while prerendering, is sent twice, its fallback and then the rest).
      expect(again.text, path).not.toContain('<div hidden id="S:');
      expect(again.text.match(/<ul class="[^"]*_tabs"/g), path).toHaveLength(1);
    }
  });

  it('pages a category by 50 under its own address; a page past the last is a 404, a nonsense page the first', async () => {
    const first = await server.api(categoryPath(course.categoryName));
    expect((await server.api(`${categoryPath(course.categoryName)}?page=abc`)).text).toBe(first.text);
    // The demo categories hold fewer than 50 courses each: there is no second page.
    expect((await server.api(`${categoryPath(course.categoryName)}?page=2`)).status).toBe(404);
  });

  it('stores a search like a page; renders filters, a sort and an unknown category of an old link per request', async () => {
    await server.api('/course?search=yoga');
    const stored = await server.api('/course?search=Yoga');
    expect(stored.status).toBe(200);
    expect(stored.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(textOf(stored.text)).toContain('Yoga');
    for (const path of ['/course?search=yoga&cost=paid', '/course?sort=newest', '/course?category=no-such-category']) {
      await server.api(path);
      const again = await server.api(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get('x-nextjs-cache'), path).toBeNull();
    }
    expect(textOf((await server.api('/course?category=no-such-category')).text)).toContain(
      'No courses found for this category.',
    );
  });

  it('show a new review on the next request: home, catalogue, category page, course page and API', async () => {
    const before = course.ratingsCount;
    const listPages = [
      '/',
      '/course',
      `/course?category=${slugify(course.categoryName)}`,
      categoryPath(course.categoryName),
      `/course?search=${encodeURIComponent(course.courseName.toLowerCase())}`,
    ];
    const label = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'rating' : 'ratings'}`;
    // Read every page twice first, so each answer after the review would come from a warm cache if nothing revalidated,
    // and until the proxy sends it from its copy.
    for (let round = 0; round < 2; round += 1) {
      for (const path of listPages)
        expect(await cardRating(path, course.id)).toBe(before ? `(${label(before)})` : 'No ratings yet');
      expect(await bannerRatings()).toBe(label(before));
    }
    for (const path of [...listPages, coursePath(course.categoryName, course.courseName)]) await untilFromCopy(path);

    await postReview(1);

    for (const path of listPages) expect(await cardRating(path, course.id), path).toBe(`(${label(before + 1)})`);
    expect(await bannerRatings()).toBe(label(before + 1));
    expect(await apiCount()).toBe(before + 1);
  });

  it('never answers a search from another search: each term shows its own results', async () => {
    const names = async (search: string) => {
      const { text } = await server.api(`/course?search=${encodeURIComponent(search)}`);
      return [...text.matchAll(/id="course-card-\d+"[^>]*>([^<]+)</g)].map((m) => m[1]!.toLowerCase());
    };
    const courses = coursesSchema.parse((await server.api('/api/course/courses')).body);
    const [a, b] = [courses[0]!, courses.find((c) => c.categoryName !== courses[0]!.categoryName)!];
    for (let round = 0; round < 2; round += 1) {
      const [forA, forB] = await Promise.all([names(a.courseName), names(b.courseName)]);
      expect(forA).toContain(a.courseName.toLowerCase());
      expect(forA).not.toContain(b.courseName.toLowerCase());
      expect(forB).toContain(b.courseName.toLowerCase());
      expect(forB).not.toContain(a.courseName.toLowerCase());
    }
  });
});

describe("the proxy's copies of stored pages (issue 31)", () => {
  const pages = () => [
    '/',
    '/course',
    '/hi/course',
    '/course?search=yoga',
    categoryPath(course.categoryName),
    coursePath(course.categoryName, course.courseName),
  ];

  it('sends a stored page gzipped once from memory: the page, its ETag and caching exactly as Next sends them', async () => {
    for (const path of pages()) {
      await untilFromCopy(path);
      const copy = await server.api(path, { headers: { 'accept-encoding': 'gzip' } });
      // Without gzip the client gets Next's own answer, never the copy.
      const own = await server.api(path, { headers: { 'accept-encoding': 'identity' } });
      expect(fromCopy(own), path).toBe(false);
      expect(own.headers.get('content-encoding'), path).toBeNull();
      expect(copy.status, path).toBe(200);
      expect(copy.headers.get('content-encoding'), path).toBe('gzip');
      expect(copy.text, path).toBe(own.text);
      for (const name of [
        'etag',
        'content-type',
        'cache-control',
        'x-nextjs-cache',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        expect(copy.headers.get(name), `${path} ${name}`).toBe(own.headers.get(name));
      }
      expect(copy.headers.get('vary'), path).toMatch(/Accept-Encoding/i);
    }
    expect((await server.api('/hi/course')).text).toContain('<html lang="hi-IN"');
    expect((await server.api('/course')).text).toContain('<html lang="en-IN"');
  });

  it("leaves to Next what is not a whole page: the router's requests, conditional requests, other methods", async () => {
    await untilFromCopy('/course');
    const { headers } = await server.api('/course');
    // A browser's page load, and its router's request for the page's RSC payload (Sec-Fetch-Dest tells them apart).
    expect(fromCopy(await server.api('/course', { headers: { 'sec-fetch-dest': 'document' } }))).toBe(true);
    const rsc = await server.api('/course', { headers: { rsc: '1', 'sec-fetch-dest': 'empty' } });
    expect(fromCopy(rsc)).toBe(false);
    expect(rsc.headers.get('content-type')).toContain('text/x-component');
    // A browser's revalidation (fetch adds Cache-Control: no-cache to a conditional request unless one is given).
    const unchanged = await server.api('/course', {
      headers: { 'if-none-match': headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(unchanged.status).toBe(304);
    const head = await server.api('/course', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(fromCopy(head)).toBe(false);
  });

  it('keeps its route to the proxy: asked directly, with or without a made-up copy header, it is a 404', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'x-academy-stored-page': '00000000-0000-0000-0000-000000000000 /en/views/catalogue/_all/1' },
    ]) {
      const direct = await server.api(STORED_PAGE_ROUTE, { headers });
      expect(direct.status).toBe(404);
      expect(direct.body).toEqual({ error: 'Not found' });
    }
  });

  it('answers 50 requests at once across a revalidation, each with the whole page, before or after the review', async () => {
    await untilFromCopy('/course');
    const before = await cardRating('/course', course.id);
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => server.api('/course'))),
      postReview(5),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('</html>');
    }
    expect(await cardRating('/course', course.id)).not.toBe(before);
  });
});

describe('the language cookie and shared caches (issue 50)', () => {
  const inHindi = (path: string) => path === '/hi' || path.startsWith('/hi/');
  /** A browser's page load inside the site by a reader who last read `path`'s language (`same`) or the other one. */
  const loadBy = (path: string, same: boolean) => ({
    redirect: 'manual' as const,
    headers: {
      cookie: `NEXT_LOCALE=${inHindi(path) === same ? 'hi' : 'en'}`,
      'sec-fetch-dest': 'document',
      'sec-fetch-site': 'same-origin',
    },
  });

  /** A shared cache (a CDN) may keep an answer that sets a cookie only if it keeps it per cookie. */
  function expectNoCookieShared(path: string, answer: { headers: Headers }) {
    const caching = answer.headers.get('cache-control') ?? '';
    const cookie = answer.headers.get('set-cookie');
    if (!/\bpublic\b|s-maxage/.test(caching) || cookie === null) return;
    expect(answer.headers.get('vary') ?? '', `${path}: "${caching}" with Set-Cookie ${cookie}`).toMatch(/\bcookie\b/i);
  }

  it("sets the cookie only on answers no shared cache keeps: the sitemap's pages in both languages, and the reads", async () => {
    const sitemap = await server.api('/sitemap.xml');
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    // Every fixed page, and a category's and a course's pages, in each language.
    const fixed = paths.filter((path) => !/^(\/hi)?\/course\//.test(path));
    expect(fixed.filter(inHindi).length).toBeGreaterThan(2);
    const catalogue = [categoryPath(course.categoryName), coursePath(course.categoryName, course.courseName)];
    for (const path of [...fixed, ...catalogue, ...catalogue.map((path) => `/hi${path}`)]) {
      const remembering = await server.api(path, loadBy(path, false));
      expect(remembering.status, path).toBe(200);
      expect(remembering.headers.get('set-cookie'), path).toMatch(/^NEXT_LOCALE=(en|hi);/);
      expectNoCookieShared(path, remembering);
      // The reader's next page in the language remembered: no cookie, so shared as before.
      expect((await server.api(path, loadBy(path, true))).headers.get('set-cookie'), path).toBeNull();
    }
    for (const path of [
      '/api/category/getCategories',
      '/api/course/listCourses?search=yoga',
      '/api/suggestions?search=yo',
      `/api/current/getTrainers/${slugify(course.courseName)}`,
    ]) {
      const read = await server.api(path, loadBy(path, false));
      expect(read.status, path).toBe(200);
      expect(read.headers.get('cache-control'), path).toContain('s-maxage');
      expect(read.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it("keeps a stored page's copy shared, and makes the answer that remembers the language private", async () => {
    for (const path of ['/hi/course', coursePath(course.categoryName, course.courseName)]) {
      await untilFromCopy(path);
      const shared = await server.api(path, loadBy(path, true));
      expect(fromCopy(shared), path).toBe(true);
      expect(shared.headers.get('cache-control'), path).toContain('s-maxage');
      const remembering = await server.api(path, loadBy(path, false));
      expect(fromCopy(remembering), path).toBe(true);
      expect(remembering.headers.get('set-cookie'), path).toMatch(/^NEXT_LOCALE=(en|hi);/);
      expect(remembering.headers.get('cache-control'), path).toBe('private, no-cache');
    }
  });
});
