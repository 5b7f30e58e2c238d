import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  contentLakeURL,
  PUBLISHING_DATASET,
  PUBLISHING_WEBHOOK_SECRET,
  publishingBaseURL,
} from '../../playwright.config';

// Publishing in the Studio, end to end: the document changes in the Content Lake (a stand-in here,
// test/content-lake.ts), Sanity's webhook calls the site, and the next visitor sees the change.
test.use({ baseURL: publishingBaseURL });

const lakeQuery = async (request: APIRequestContext, query: string) =>
  (
    await (
      await request.get(
        `${contentLakeURL}/v2025-09-01/data/query/${PUBLISHING_DATASET}?query=${encodeURIComponent(query)}`,
      )
    ).json()
  ).result;

/** What the Studio's publish does: the document replaced in the Content Lake, then the signed webhook ({_type}). */
async function publish(request: APIRequestContext, document: { _type: string }) {
  expect((await request.put(`${contentLakeURL}/stand-in/documents`, { data: document })).ok()).toBe(true);
  const body = JSON.stringify({ _type: document._type });
  const signature = await encodeSignatureHeader(body, Date.now(), PUBLISHING_WEBHOOK_SECRET);
  const hook = await request.post('/api/revalidate', {
    data: body,
    headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
  });
  expect(hook.status(), await hook.text()).toBe(200);
  return (await hook.json()) as { revalidated: string[] };
}

test('a search synonym published in the Studio changes what the search finds, on the page and in the suggestions (issue 31)', async ({
  page,
  request,
  browser,
}) => {
  // A retry publishes a word of its own: the first attempt's synonym is already in the Content Lake.
  const term = test.info().retry === 0 ? 'ektara' : 'tumbi';
  const grid = page.getByTestId('course-grid').filter({ visible: true });
  await page.goto(`/course?search=${term}`);
  await expect(
    page.getByText(`No courses found for “${term}”`, { exact: true }).filter({ visible: true }),
  ).toBeVisible();

  const synonyms = await lakeQuery(request, '*[_id == "searchSynonyms"][0]');
  expect(synonyms.entries.length).toBeGreaterThan(0);
  const published = await publish(request, {
    ...synonyms,
    entries: [...synonyms.entries, { _key: `e2e-${term}`, _type: 'synonym', term, means: ['guitar'] }],
  });
  expect(published.revalidated).toContain('content:searchSynonyms');

  // The stored search page was kept until this publish: the same address now lists the course.
  await page.reload();
  await expect(grid.getByRole('heading', { level: 3, name: 'Guitar' })).toBeVisible();
  // The next visitor's suggestions know it too. (This browser may keep the empty answer the catalogue's box got for
  // the word before the publish, for as long as its Cache-Control allows, as any browser would.)
  const visitor = await browser.newContext({ baseURL: publishingBaseURL });
  const home = await visitor.newPage();
  await home.goto('/');
  const box = home.getByRole('combobox', { name: 'Search courses' });
  await box.pressSequentially(term);
  await expect(home.getByRole('listbox', { name: 'Suggested courses' }).getByRole('option').first()).toContainText(
    'Guitar',
  );
  await visitor.close();
});

test('a Hindi text published in the Studio reaches the Hindi page, and the English page keeps its English (issue 33)', async ({
  page,
  request,
}) => {
  const about = await lakeQuery(request, '*[_id == "aboutPage"][0]');
  const intro =
    test.info().retry === 0
      ? 'हम सिकंदराबाद की स्किल्स अकैडमी हैं, अब नए शब्दों में।'
      : 'हम सिकंदराबाद की स्किल्स अकैडमी हैं, फिर नए शब्दों में।';
  await page.goto('/hi/about');
  await expect(page.getByText(about.hindi.intro, { exact: true })).toBeVisible();

  const published = await publish(request, { ...about, hindi: { ...about.hindi, intro } });
  expect(published.revalidated).toContain('content:aboutPage');

  await page.reload();
  await expect(page.getByText(intro, { exact: true })).toBeVisible();
  // A visitor who has not chosen Hindi (the site would send this one, who has, to the Hindi page).
  await page.context().clearCookies();
  await page.goto('/about');
  await expect(page.getByText(about.intro, { exact: true })).toBeVisible();
  await expect(page.getByText(intro)).toHaveCount(0);
});
