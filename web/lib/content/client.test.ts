import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentFetch, draftStega } from './client';
import { homePageQuery, policyPageQuery } from './queries';
import { startContentLake } from '../../test/content-lake';

// Sanity configured, then unreachable: pages must still get content (issue: "never 500 because the CMS is down").

const sanity = { kind: 'sanity', projectId: 'p1', dataset: 'production', readToken: undefined } as const;
// Port 9 (discard) has no listener here: connections are refused at once, like a CMS that is down.
const deadHost = { apiHost: 'http://127.0.0.1:9', useProjectHostname: false, maxRetries: 0 };

/** The stand-in Content Lake with the home page's title changed (so an answer from it is told apart); stopped to simulate an outage. */
async function startQueryApi(changeTitle: string) {
  const lake = await startContentLake({
    change: (doc) => (doc._id === 'homePage' ? { ...doc, marketingTitle: changeTitle } : doc),
  });
  return { close: lake.close, apiHost: lake.url };
}

/** Stops what a test started and left running. */
let running: (() => unknown) | undefined;
afterEach(() => {
  running?.();
  running = undefined;
});

describe('createContentFetch with Sanity configured', () => {
  it('serves the embedded dataset when Sanity cannot be reached, and says so', async () => {
    const fallbacks: unknown[] = [];
    const fetchContent = createContentFetch(sanity, deadHost);
    const home = await fetchContent(homePageQuery, {}, { onFallback: (error) => fallbacks.push(error) });
    expect(home?.marketingTitle).toBe('Education For Everyone');
    expect(fallbacks).toHaveLength(1);
    // Published reads never include the seed's drafts, fallback or not.
    expect(home?.marketingLine).toBe('From Passion to Proficiency, Skills for Everyone!');
  });

  it('serves the last good answer for the same read once Sanity goes down', async () => {
    const api = await startQueryApi('Education For Everyone, from Sanity');
    running = api.close;
    const fetchContent = createContentFetch(sanity, { apiHost: api.apiHost, useProjectHostname: false, maxRetries: 0 });
    const fromSanity = await fetchContent(policyPageQuery, { kind: 'refund' });
    expect(fromSanity?.title).toBe('Refund Policy');
    expect((await fetchContent(homePageQuery))?.marketingTitle).toBe('Education For Everyone, from Sanity');

    await api.close();
    running = undefined;
    let fellBack = 0;
    const onFallback = () => {
      fellBack += 1;
    };
    expect((await fetchContent(homePageQuery, {}, { onFallback }))?.marketingTitle).toBe(
      'Education For Everyone, from Sanity',
    );
    expect(await fetchContent(policyPageQuery, { kind: 'refund' }, { onFallback })).toEqual(fromSanity);
    // A read never answered before falls back to the embedded text.
    expect((await fetchContent(policyPageQuery, { kind: 'terms' }, { onFallback }))?.title).toBe(
      'Terms and Conditions',
    );
    expect(fellBack).toBe(3);
  });

  it('sends the page\u2019s language to Sanity as $language: Hindi where the editors wrote it, English otherwise', async () => {
    const lake = await startContentLake();
    running = lake.close;
    const fetchContent = createContentFetch(sanity, { apiHost: lake.url, useProjectHostname: false, maxRetries: 0 });
    expect((await fetchContent(homePageQuery, { language: 'hi' }))?.marketingTitle).toBe('सबके लिए शिक्षा');
    expect((await fetchContent(homePageQuery, { language: 'en' }))?.marketingTitle).toBe('Education For Everyone');
    // The Refund document has a Hindi title of its own and takes the privacy policy's Hindi text.
    const refund = await fetchContent(policyPageQuery, { kind: 'refund', language: 'hi' });
    expect(refund?.title).toBe('रिफ़ंड नीति');
    expect(refund?.body).toEqual((await fetchContent(policyPageQuery, { kind: 'privacy', language: 'hi' }))?.body);
    // Terms has only a Hindi title: its text stays English.
    const terms = await fetchContent(policyPageQuery, { kind: 'terms', language: 'hi' });
    expect(terms?.title).toBe('नियम और शर्तें');
    expect(terms?.body).toEqual((await fetchContent(policyPageQuery, { kind: 'terms', language: 'en' }))?.body);
  });
});

describe('drafts for the Studio\u2019s click-to-edit', () => {
  it('are asked for with their source map (stega) when a Studio is configured; published reads never are', async () => {
    const asked: URL[] = [];
    const server: Server = createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://localhost'));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: null, ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    running = () => server.close();
    const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const withToken = { ...sanity, readToken: 'a-read-token' };
    const fetchContent = createContentFetch(
      withToken,
      { apiHost, useProjectHostname: false, maxRetries: 0 },
      'https://studio.example',
    );
    await fetchContent(homePageQuery, {}, { drafts: true });
    await fetchContent(homePageQuery, {}, { drafts: false });
    expect(asked[0]!.searchParams.get('resultSourceMap')).toBeTruthy();
    expect(asked[0]!.searchParams.get('perspective')).toBe('drafts');
    expect(asked[1]!.searchParams.has('resultSourceMap')).toBe(false);
  });

  it('leave addresses and identifiers unmarked', () => {
    const filter = draftStega('https://studio.example').filter!;
    const props = (sourcePath: (string | number)[]) =>
      ({ sourcePath, resultPath: sourcePath, value: 'x', filterDefault: () => true }) as unknown as Parameters<
        typeof filter
      >[0];
    expect(filter(props(['hero', 'title']))).toBe(true);
    for (const path of [['email'], ['phone'], ['featuredCourses', 0, 'slug'], ['kind']])
      expect(filter(props(path)), path.join('.')).toBe(false);
    expect(draftStega(undefined).enabled).toBe(false);
  });
});
