import { describe, expect, it } from 'vitest';
import { callApi } from '../http';
import { consoleWorldPerFile } from '../staff-console';

// Issue 31: searches that found nothing are counted (catalogue pages and the API alike) and listed for staff in the
// console, most frequent first; searches that find courses, and texts like phone numbers or emails, are not listed.
const world = consoleWorldPerFile('searches.admin@academy.test', 'searches.counsellor@academy.test');
const { page } = world;

const searchPage = (query: string) => callApi(world.server.url, `/course?${query}`, { redirect: 'manual' });
const searchApi = (search: string, page = 1) =>
  callApi(
    world.server.url,
    `/api/course/listCourses?${new URLSearchParams({ filter: '{}', search, page: String(page) })}`,
  );

/** The console's list as [search, times] rows, in the order shown. */
async function listed(): Promise<[string, number][]> {
  const answer = await page('/staff/searches', { cookie: world.counsellor });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.text).toContain('Searches that found nothing');
  const rows = [
    ...answer.text.matchAll(
      /<td data-label="Search"[^>]*>([^<]*)<\/td><td data-label="Times searched">([\d,]+)<\/td>/g,
    ),
  ];
  return rows.map(([, text, times]) => [text!, Number(times!.replace(/,/g, ''))]);
}

describe('searches that found nothing, in the console', () => {
  it('counts a search from the catalogue page and from the API, as one text whatever its case and spaces', async () => {
    for (const query of [
      'search=Qwertyx+Lessons',
      'search=qwertyx+lessons&category=arts',
      'search=%20%20QWERTYX%20%20%20lessons%20',
    ]) {
      expect((await searchPage(query)).status).toBe(200);
    }
    expect((await searchApi('qwertyx lessons')).status).toBe(200);
    // Not counted: the second page of the same search.
    expect((await searchApi('qwertyx lessons', 2)).status).toBe(200);
    expect((await searchPage('search=qwertyx+lessons&page=2')).status).toBe(200);
    expect(await listed()).toContainEqual(['qwertyx lessons', 4]);
  });

  it('counts 50 searches arriving at once, and lists the most searched first', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => searchApi('zanzibar kite surfing')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await listed();
    expect(rows[0]).toEqual(['zanzibar kite surfing', 50]);
    expect(rows.map(([text]) => text).indexOf('qwertyx lessons')).toBeGreaterThan(0);
  });

  it('leaves out searches that find courses, and never stores phone numbers or emails', async () => {
    const unlisted = [
      'guitar',
      'guitaar',
      'bharatnatyam',
      'योग',
      '98765 43210',
      '+91 98765-43210',
      'asha.k@example.in',
    ];
    for (const search of unlisted) {
      expect((await searchApi(search)).status).toBe(200);
    }
    const texts = (await listed()).map(([text]) => text);
    for (const absent of unlisted) expect(texts).not.toContain(absent);
    const html = (await page('/staff/searches', { cookie: world.counsellor })).text;
    expect(html).not.toContain('98765');
    expect(html).not.toContain('example.in');
  });

  it('is for signed-in staff only', async () => {
    const visitor = await page('/staff/searches');
    expect([303, 307]).toContain(visitor.status);
    expect(visitor.headers.get('location')).toMatch(/\/staff\/login/);
  });
});
