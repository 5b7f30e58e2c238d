import { describe, expect, inject, it } from 'vitest';
import { COURSE_WITHOUT_IMAGE, FREE_COURSE, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { api } from '../http';

// Issue 32: every page names a PNG Open Graph picture of 1200 x 630 that WhatsApp, Facebook, LinkedIn and X show.

const MAX_BYTES = 300 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const GUITAR = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;
const PAGES = [
  '/',
  '/about',
  '/course',
  '/course?search=guitar',
  '/course/arts',
  '/course/dance-and-music',
  GUITAR,
  `/course/${FREE_COURSE.categorySlug}/${FREE_COURSE.slug}`,
  `/course/${COURSE_WITHOUT_IMAGE.categorySlug}/${COURSE_WITHOUT_IMAGE.slug}`,
  '/contactus',
  '/becomeatrainer',
  '/PrivacyPolicy',
  '/TermsConditions',
  '/Refund',
  '/auth/Login',
];

/** The content of each <meta property|name="..."> in the page's head. */
async function metaOf(path: string): Promise<Map<string, string>> {
  const { status, text } = await api(path);
  expect(status, path).toBe(200);
  const tags = [...text.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)];
  return new Map(tags.map(([, key, value]) => [key!, value!.replace(/&amp;/g, '&')]));
}

/** The picture's bytes, fetched from the app under test (its absolute URL names the configured site address). */
async function picture(url: string) {
  const { pathname } = new URL(url);
  const response = await fetch(inject('baseUrl') + pathname);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Width and height from the PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('Open Graph pictures', () => {
  it.each(PAGES)('%s names a 1200x630 PNG under 300 KB, with its alt text, as a large X card', async (path) => {
    const meta = await metaOf(path);
    const url = meta.get('og:image');
    expect(url, path).toMatch(/^http:\/\/localhost(:\d+)?\/og\/.+\.png$/);
    expect(meta.get('og:image:width')).toBe('1200');
    expect(meta.get('og:image:height')).toBe('630');
    expect(meta.get('og:image:type')).toBe('image/png');
    expect(meta.get('og:image:alt')).toMatch(/\S{3}/);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    const image = await picture(url!);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(image.cache).toMatch(/^public, /);
    expect([...image.bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
    expect(image.bytes.byteLength).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('gives each course and category its own picture, and the other pages the site one', async () => {
    const urls = await Promise.all(PAGES.map(async (path) => [path, (await metaOf(path)).get('og:image')!] as const));
    const byPath = new Map(urls);
    const guitar = byPath.get(GUITAR)!;
    expect(new URL(guitar).pathname).toBe(`/og/course/dance-and-music/${PAID_SESSION_COURSE.slug}.png`);
    expect(new URL(byPath.get('/course/arts')!).pathname).toBe('/og/category/arts.png');
    for (const path of ['/', '/about', '/course', '/contactus', '/PrivacyPolicy'])
      expect(new URL(byPath.get(path)!).pathname, path).toBe('/og/site.png');
    const pictures = await Promise.all(
      [guitar, byPath.get('/course/arts')!, byPath.get('/')!].map(async (url) => (await picture(url)).bytes),
    );
    expect(new Set(pictures.map((bytes) => Buffer.from(bytes).toString('base64'))).size).toBe(3);
  });

  it('answers a course or category that does not exist, or a name that is no picture, with a 404', async () => {
    for (const path of [
      '/og/course/arts/no-such-course.png',
      '/og/course/dance-and-music/madhubani-painting.png',
      '/og/category/nope.png',
      '/og/category/arts.jpg',
      '/og/category/%00.png',
    ]) {
      const response = await fetch(inject('baseUrl') + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
