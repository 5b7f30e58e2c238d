import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNextServer, type RunningServer } from '../next-server';

// A server configured for a Sanity project that cannot answer (the id names no project, and tests run
// offline): content reads fail, and pages must still render, from the embedded dataset, never a 500.
const PREVIEW_SECRET = 'preview-secret-sanity-down';
const SANITY_REVALIDATE_SECRET = 'webhook-secret-sanity-down';
const svg = readdirSync(path.resolve(import.meta.dirname, '../../../studio/seed/images')).find((n) =>
  n.endsWith('.svg'),
)!;
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'content-sanity-down-'));
const contentPages = ['/about', '/TermsConditions', '/PrivacyPolicy', '/Refund'];

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer(
    {
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'offline0test',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'not-a-real-token',
      PREVIEW_SECRET,
      SANITY_REVALIDATE_SECRET,
      DATABASE_URL: '',
      PGLITE_DIR: pgliteDir,
    },
    `/content-assets/${svg}`,
    'healthy',
    { expectedErrors: [/^\[content\] Sanity failed/] },
  );
});
afterAll(async () => {
  await server?.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
});

const get = (route: string, cookie = '') => fetch(server.url + route, { headers: cookie ? { cookie } : {} });

describe('pages while Sanity is unreachable', () => {
  it('render published pages from the embedded dataset once their cache is cleared', async () => {
    // The build prerendered these from the seed; clearing every content tag makes the next request ask Sanity.
    const body = '{"_type":"sanity.imageAsset"}';
    const signature = await encodeSignatureHeader(body, Date.now(), SANITY_REVALIDATE_SECRET);
    const cleared = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      body,
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    });
    expect(await cleared.json()).toEqual({ revalidated: ['content'] });
    for (const route of contentPages) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('Secunderabad');
    }
    const refund = await (await get('/Refund')).text();
    expect(refund).toContain('Refund Policy');
    expect(refund).toContain('What we collect');
    await expect.poll(() => server.output()).toMatch(/\[content\] Sanity failed/);
  });

  it('render previews from the embedded dataset and its drafts', async () => {
    const enable = await fetch(`${server.url}/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=/about`, {
      redirect: 'manual',
    });
    const cookie = enable.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('__prerender_bypass=');
    for (const route of contentPages) {
      const response = await get(route, cookie);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html, route).toContain('Exit preview');
      expect(html, route).toContain('Secunderabad');
    }
    expect(await (await get('/about', cookie)).text()).toContain('Learner Support');
  });
});
