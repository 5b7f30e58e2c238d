import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../http';
import { startNextServer, type RunningServer } from '../next-server';

// The shared server runs without content secrets; this file starts a second one, on the same build, with them.
const PREVIEW_SECRET = 'preview-secret-for-tests';
const SANITY_REVALIDATE_SECRET = 'webhook-secret-for-tests';
const images = readdirSync(path.resolve(import.meta.dirname, '../../../studio/seed/images'));
const svg = images.find((name) => name.endsWith('.svg'))!;

// Content routes need no database: readiness is probed on an image, and a throwaway PGlite folder keeps
// anything that did open one away from the shared server's.
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'content-routes-'));
let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer(
    { PREVIEW_SECRET, SANITY_REVALIDATE_SECRET, DATABASE_URL: '', PGLITE_DIR: pgliteDir },
    `/content-assets/${svg}`,
  );
});
afterAll(async () => {
  await server?.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
});

const withSecrets = (route: string, init?: RequestInit) => fetch(server.url + route, { redirect: 'manual', ...init });

async function webhook(body: string, secret = SANITY_REVALIDATE_SECRET, signedAt = Date.now()) {
  const signature = await encodeSignatureHeader(body, signedAt, secret);
  return withSecrets('/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
}

describe('GET /content-assets/{file}', () => {
  it('serves the embedded images with a long cache life and a locked-down SVG policy', async () => {
    const { status, headers, text } = await api(`/content-assets/${svg}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(text).toMatch(/^<svg /);
  });

  it('answers 404 for names that are not asset names, and for unknown assets', async () => {
    for (const name of [
      '..%2F..%2Fpackage.json',
      'content.ndjson',
      `${'0'.repeat(40)}-10x10.svg`,
      svg.replace('.svg', '.png'),
    ]) {
      expect((await api(`/content-assets/${name}`)).status, name).toBe(404);
    }
  });
});

describe('POST /api/revalidate', () => {
  it('refuses every call while no webhook secret is configured', async () => {
    const body = '{"_type":"aboutPage"}';
    const signature = await encodeSignatureHeader(body, Date.now(), SANITY_REVALIDATE_SECRET);
    const { status } = await api('/api/revalidate', {
      method: 'POST',
      body,
      headers: { [SIGNATURE_HEADER_NAME]: signature },
    });
    expect(status).toBe(401);
  });

  it('refuses unsigned calls and calls signed with another secret', async () => {
    expect((await withSecrets('/api/revalidate', { method: 'POST', body: '{"_type":"aboutPage"}' })).status).toBe(401);
    expect((await webhook('{"_type":"aboutPage"}', 'another-secret')).status).toBe(401);
  });

  it('refuses a correctly signed call made more than five minutes ago, so captured calls cannot be replayed', async () => {
    const stale = await webhook('{"_type":"aboutPage"}', SANITY_REVALIDATE_SECRET, Date.now() - 6 * 60_000);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ error: 'Signature is too old' });
    const fresh = await webhook('{"_type":"aboutPage"}', SANITY_REVALIDATE_SECRET, Date.now() - 4 * 60_000);
    expect(fresh.status).toBe(200);
  });

  it('refuses a malformed signature header like a missing one', async () => {
    const response = await withSecrets('/api/revalidate', {
      method: 'POST',
      body: '{"_type":"aboutPage"}',
      headers: { [SIGNATURE_HEADER_NAME]: 'v1=forged' },
    });
    expect(response.status).toBe(401);
  });

  it('revalidates the tag of the published type, and all content for other types', async () => {
    const about = await webhook('{"_type":"aboutPage","_id":"aboutPage"}');
    expect(about.status).toBe(200);
    expect(await about.json()).toEqual({ revalidated: ['content:aboutPage'] });
    const member = await webhook('{"_type":"teamMember","_id":"team-rohit-das"}');
    expect(await member.json()).toEqual({ revalidated: ['content:teamMember'] });
    const asset = await webhook('{"_type":"sanity.imageAsset"}');
    expect(await asset.json()).toEqual({ revalidated: ['content'] });
  });

  it('acknowledges a delivery seen before without revalidating again, even replayed with another idempotency key', async () => {
    const body = '{"_type":"aboutPage","_id":"aboutPage","_rev":"replayed"}';
    const signature = await encodeSignatureHeader(body, Date.now(), SANITY_REVALIDATE_SECRET);
    const deliver = (headers: Record<string, string> = {}, signed = signature) =>
      withSecrets('/api/revalidate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signed, ...headers },
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const duplicate = { status: 200, body: { revalidated: [], duplicate: true } };
    expect(await deliver({ 'idempotency-key': 'delivery-1' })).toEqual({
      status: 200,
      body: { revalidated: ['content:aboutPage'] },
    });
    expect(await deliver({ 'idempotency-key': 'delivery-1' })).toEqual(duplicate);
    expect(await deliver({ 'idempotency-key': 'another-key' })).toEqual(duplicate);
    expect(await deliver()).toEqual(duplicate);
    // Sanity's retry of the same delivery carries the same idempotency key under a fresh signature.
    const resigned = await encodeSignatureHeader(body, Date.now() + 1, SANITY_REVALIDATE_SECRET);
    expect(await deliver({ 'idempotency-key': 'delivery-1' }, resigned)).toEqual(duplicate);
  });

  it('revalidates once when the same delivery arrives ten times at once', async () => {
    const body = '{"_type":"teamMember","_id":"team-rohit-das","_rev":"burst"}';
    const signature = await encodeSignatureHeader(body, Date.now(), SANITY_REVALIDATE_SECRET);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        withSecrets('/api/revalidate', { method: 'POST', body, headers: { [SIGNATURE_HEADER_NAME]: signature } }).then(
          (r) => r.json(),
        ),
      ),
    );
    expect(answers.filter((a) => a.duplicate === true)).toHaveLength(9);
    expect(answers.filter((a) => a.duplicate === undefined)).toEqual([{ revalidated: ['content:teamMember'] }]);
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    expect((await webhook('not json')).status).toBe(400);
  });
});

describe('GET /api/draft-mode/enable and /disable', () => {
  const bypassCookie = (response: Response) =>
    response.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='));

  it('is off while no preview secret is configured', async () => {
    const { status } = await api('/api/draft-mode/enable?secret=&redirect=/about');
    expect(status).toBe(401);
  });

  it('refuses a wrong secret', async () => {
    const response = await withSecrets('/api/draft-mode/enable?secret=wrong&redirect=/about');
    expect(response.status).toBe(401);
    expect(bypassCookie(response)).toBeUndefined();
  });

  it('turns preview on with the secret and goes to the page under review', async () => {
    const response = await withSecrets(`/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=/about`);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/about');
    expect(bypassCookie(response)).toMatch(/HttpOnly/i);
  });

  it('shows drafts in the language of the page: the seed\u2019s draft home page in Hindi on /hi, in English on /', async () => {
    const enable = await withSecrets(`/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=/hi`);
    expect(enable.headers.get('location')).toBe('/hi');
    const cookie = bypassCookie(enable)!.split(';')[0]!;
    const text = async (path: string, headers: Record<string, string> = {}) =>
      (await withSecrets(path, { headers })).text();
    const hindiDraft = 'नए वीकेंड बैच: शौक़ से महारत तक, हुनर सबके लिए!';
    const hindiLive = 'शौक़ से महारत तक, हुनर सबके लिए!';
    expect(await text('/hi', { cookie })).toContain(hindiDraft);
    expect(await text('/', { cookie })).toContain(
      'New weekend batches: from passion to proficiency, skills for everyone!',
    );
    const visitor = await text('/hi');
    expect(visitor).toContain(hindiLive);
    expect(visitor).not.toContain(hindiDraft);
  });

  it('never redirects off the site', async () => {
    for (const target of ['https://evil.example', '//evil.example']) {
      const response = await withSecrets(
        `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(target)}`,
      );
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('turns preview off again', async () => {
    const response = await withSecrets('/api/draft-mode/disable?redirect=/PrivacyPolicy');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/PrivacyPolicy');
    expect(bypassCookie(response)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });
});
