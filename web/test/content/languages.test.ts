import { describe, expect, it } from 'vitest';
import { api } from '../http';
import { pageIn } from '../page-language';

// Issue 33: English at the spec's addresses, Hindi under /hi; how the proxy routes the two.
const manual = (headers: Record<string, string> = {}): RequestInit => ({ redirect: 'manual', headers });
const location = (answer: { headers: Headers }) => {
  const url = new URL(answer.headers.get('location')!, 'http://site.test');
  return url.pathname + url.search;
};
/** What a browser sends when the learner opens an address from outside the site (typed, bookmarked, a search result). */
const arrival = { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' };

describe('the pages in two languages', () => {
  it('serves each page in English unprefixed and in Hindi under /hi, with its lang, canonical and alternates', async () => {
    for (const [path, lang, canonical] of [
      ['/about', 'en-IN', '/about'],
      ['/hi/about', 'hi-IN', '/hi/about'],
      ['/hi', 'hi-IN', '/hi'],
    ] as const) {
      const page = await pageIn(lang, path);
      expect(page.text, path).toMatch(
        new RegExp(`<link rel="canonical" href="[^"]+${canonical.replace(/\//g, '\\/')}"`),
      );
      expect(page.text, path).toMatch(/<link rel="alternate" hrefLang="hi-IN" href="http:\/\/[^/"]+\/hi(\/about)?"/);
      expect(page.text, path).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/[^/"]+(\/about)?"/);
    }
  });

  it('answers /en/... and other spellings of /hi with one redirect to the canonical address, query kept', async () => {
    for (const [path, target] of [
      ['/en/about', '/about'],
      ['/en', '/'],
      ['/en/course?search=guitar', '/course?search=guitar'],
      ['/HI/about', '/hi/about'],
      ['/hi/About', '/hi/about'],
    ]) {
      const answer = await api(path!, manual());
      expect(answer.status, path).toBe(308);
      expect(location(answer), path).toBe(target);
    }
  });

  it("keeps the language through the proxy's own redirects and missing pages", async () => {
    const renamed = await api('/hi/course/Dance-And-Music', manual());
    expect(renamed.status).toBe(308);
    expect(location(renamed)).toBe('/hi/course/dance-and-music');
    expect((await api('/hi/course/arts/no-such-course')).status).toBe(404);
    expect((await api('/hi/no-such-page')).status).toBe(404);
  });

  it('answers a Hindi address of no page, or of a course or category that is not there, with the Hindi 404 page', async () => {
    for (const path of [
      '/hi/course/arts/no-such-course',
      '/hi/course/no-such-category',
      '/hi/course/arts/no-such-course/thankyou',
      '/hi/no-such-page',
      '/hi/about/more',
    ]) {
      const page = await pageIn('hi-IN', path, 404);
      expect(page.text, path).toContain('पेज नहीं मिला');
      expect(page.headers.get('cache-control'), path).toBe('no-store');
    }
    for (const path of ['/course/arts/no-such-course', '/no-such-page']) {
      const english = await pageIn('en-IN', path, 404);
      expect(english.text, path).toContain('Page not found');
    }
    // The view itself is no address of the site.
    for (const path of ['/views/missing', '/hi/views/missing']) expect((await api(path)).status, path).toBe(404);
  });

  it('remembers the language of the last page opened, and sends a returning Hindi reader to the Hindi page', async () => {
    const hindi = await api('/hi/about', manual(arrival));
    expect(hindi.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=hi;/);
    const back = await api('/contactus', manual({ ...arrival, cookie: 'NEXT_LOCALE=hi' }));
    expect(back.status).toBe(307);
    expect(location(back)).toBe('/hi/contactus');
    // A link followed inside the site (the switcher's English link) is never turned round, and English is remembered.
    const english = await api(
      '/contactus',
      manual({ ...arrival, 'sec-fetch-site': 'same-origin', cookie: 'NEXT_LOCALE=hi' }),
    );
    expect(english.status).toBe(200);
    expect(english.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;/);
    // Without a choice, or for a client that is not a browser opening a page, English stays English.
    expect((await api('/contactus', manual(arrival))).status).toBe(200);
    expect((await api('/contactus', manual({ cookie: 'NEXT_LOCALE=hi' }))).status).toBe(200);
  });
});
