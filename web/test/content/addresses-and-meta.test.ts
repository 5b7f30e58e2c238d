import { describe, expect, inject, it } from 'vitest';
import { api } from '../http';

// What a crawler reads before any script runs: the addresses the proxy folds onto a page's own spelling, and each
// page's head, and robots.txt. Over HTTP, as a crawler fetches them (they were browser tests that only read the
// server's HTML, e2e/pages/routes-and-seo.spec.ts).

const REDIRECTS: [string, string][] = [
  ['/ABOUT', '/about'],
  ['/privacypolicy', '/PrivacyPolicy'],
  ['/termsconditions', '/TermsConditions'],
  ['/REFUND', '/Refund'],
  ['/%20about%20', '/about'],
  ['/Auth/signup/Verification', '/auth/SignUp/verification'],
  ['/ContactUs/ThankYou', '/contactus/thankyou'],
  ['/ContactUs', '/contactus'],
  ['/auth/login', '/auth/Login'],
  ['/Course/ARTS/Acrylic%20Painting/ThankYou', '/course/arts/acrylic-painting/thankyou'],
];

const PAGES_WITH_META = [
  '/',
  '/about',
  '/course',
  '/course/technology',
  '/TermsConditions',
  '/PrivacyPolicy',
  '/Refund',
  '/contactus/thankyou',
];

/** The content of the first `<meta>` whose `key` attribute is `value` (attributes in either order). */
const metaContent = (html: string, key: 'name' | 'property', value: string) => {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`${key}="${value}"`));
  return tag ? /\scontent="([^"]*)"/.exec(tag)?.[1] : undefined;
};
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];

describe('addresses in any case', () => {
  it('lead, trimmed and in any case, to the page at its own spelling', async () => {
    for (const [from, to] of REDIRECTS) {
      const response = await fetch(inject('baseUrl') + from);
      expect(new URL(response.url).pathname, from).toBe(to);
      expect(response.status, from).toBe(200);
      // The page's own heading: the 404 page's words are in every page's data, so the text as a whole cannot tell.
      const heading = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1]?.replace(/<[^>]+>/g, '');
      expect(heading, from).toMatch(/\S/);
      expect(heading, from).not.toBe('Page not found');
    }
  });
});

describe("each page's head", () => {
  it('has a title, a description, its canonical address and Open Graph tags', async () => {
    for (const path of PAGES_WITH_META) {
      const { status, text } = await api(path);
      expect(status, path).toBe(200);
      expect(/<title>([^<]*)<\/title>/.exec(text)?.[1], path).toMatch(/\S/);
      expect(metaContent(text, 'name', 'description'), path).toMatch(/^.{20,}$/);
      expect(new URL(linkHref(text, 'canonical')!).pathname, path).toBe(path);
      expect(metaContent(text, 'property', 'og:title'), path).toMatch(/\S/);
      expect(metaContent(text, 'property', 'og:description'), path).toMatch(/\S/);
      expect(new URL(metaContent(text, 'property', 'og:url')!).pathname, path).toBe(path);
    }
    expect(/<title>([^<]*)<\/title>/.exec((await api('/course/technology')).text)?.[1]).toContain('Technology Courses');
  });
});

describe('GET /robots.txt', () => {
  // What the sitemap lists, and that each of its URLs answers 200, is in sitemap.test.ts.
  it('keeps crawlers out of the API and points at a sitemap of the pages that exist', async () => {
    const robots = (await api('/robots.txt')).text;
    expect(robots).toContain('Disallow: /api/');
    const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await api(new URL(sitemapUrl!).pathname);
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('/course/languages-and-communication</loc>');
    expect(sitemap.text).toContain('/course/dance-and-music/guitar</loc>');
  });
});
