import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, type ApiAnswer } from '../http';
import { startOwnServer, type OwnServer } from '../own-server';

// Issue 12, item 5: security headers on every response, a cacheable policy for prerendered pages and a nonce
// policy for the pages rendered per request (account screens, draft preview).

/** The directives of a Content-Security-Policy header, by name. */
function directives(answer: ApiAnswer): Map<string, string[]> {
  const policy = answer.headers.get('content-security-policy');
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(answer: ApiAnswer) {
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = answer.headers.get('permissions-policy') ?? '';
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(permissions).toContain(off);
  expect(permissions).toMatch(
    /fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com" "https:\/\/player\.vimeo\.com"\)/,
  );
  // One policy only: a second header would be enforced on top and could block what the first allows.
  expect(answer.headers.get('content-security-policy')).not.toContain(',');
  expect(answer.headers.get('strict-transport-security')).toBeNull();
}

/** The page policy's fixed part, the same with or without a nonce. */
function expectPagePolicy(csp: Map<string, string[]>, frameAncestors = "'none'") {
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual([frameAncestors]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io']);
  expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
}

/** Scripts the browser would run: everything but data blocks such as JSON-LD. */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));

/** The nonce of a nonce policy, after checking that only that nonce (and no 'unsafe-inline') lets scripts run. */
function nonceOf(answer: ApiAnswer): string {
  const scripts = directives(answer).get('script-src')!;
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).toContain("'strict-dynamic'");
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const tags = executableScripts(answer.text);
  expect(tags.length).toBeGreaterThan(3);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce!;
}

const staticScriptSrc = ["'self'", "'unsafe-inline'"];

describe('every kind of response carries the security headers', () => {
  it('a prerendered page: the cacheable policy, still served from the prerender cache', async () => {
    const page = await api('/about');
    expect(page.status).toBe(200);
    expectCommonHeaders(page);
    const csp = directives(page);
    expectPagePolicy(csp);
    expect(csp.get('script-src')).toEqual(staticScriptSrc);
    // The policy did not turn the page dynamic: its HTML is the build's, shared by every visitor.
    expect(page.headers.get('x-nextjs-prerender')).toBeTruthy();
    expect(page.headers.get('x-nextjs-cache')).toMatch(/^(HIT|STALE)$/);
    expect(page.headers.get('cache-control')).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(page.text).not.toContain('nonce=');
  });

  it('the home page (prerendered shell with streamed parts) keeps the cacheable policy', async () => {
    const home = await api('/');
    expect(home.status).toBe(200);
    expectCommonHeaders(home);
    expect(directives(home).get('script-src')).toEqual(staticScriptSrc);
  });

  it('API answers, a 404 page, an API 404, a redirect, a refused malformed URL and public files', async () => {
    const answers = await Promise.all([
      api('/api/category/getCategories'),
      api('/no-such-page'),
      api('/api/no-such-endpoint'),
      api('/About', { redirect: 'manual' }),
      api('/%zz'),
      api('/api/%zz'),
      api('/robots.txt'),
      api('/images/no-such-file.png'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404, 308, 400, 400, 200, 404]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      expectPagePolicy(directives(answer));
    }
  });

  it("Next's static files: the common headers and a policy that allows nothing", async () => {
    const script = executableScripts((await api('/about')).text)
      .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
      .find(Boolean);
    expect(script).toMatch(/^\/_next\/static\//);
    const asset = await api(script!);
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset);
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const missing = await api('/_next/static/no-such-file.js');
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing);
  });

  it("/favicon.ico is the site's mark, as an icon, under the static files' policy", async () => {
    const response = await fetch(`${inject('baseUrl')}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO directory (reserved 0, type 1) holding the 16, 32 and 48 px pictures.
    expect([...bytes.slice(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect([bytes[6], bytes[22], bytes[38]]).toEqual([16, 32, 48]);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('stored images (the embedded dataset, review photos): no sources, sandboxed, found or not', async () => {
    const svg = readdirSync(path.resolve(import.meta.dirname, '../../../studio/seed/images')).find((f) =>
      f.endsWith('.svg'),
    );
    const answers = await Promise.all([
      api(`/content-assets/${svg}`),
      api('/content-assets/no-such-file.svg'),
      api('/api/reviews/photo/999999'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      const csp = directives(answer);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(true);
      expect(csp.has('script-src')).toBe(false);
    }
  });

  it('no HSTS over plain HTTP, even when an untrusted client claims HTTPS', async () => {
    const answer = await api('/about', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(directives(answer).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the account screens: a nonce policy without unsafe-inline', () => {
  for (const path of ['/auth/Login', '/auth/SignUp', '/auth/Login/ForgotPassword', '/auth/SignUp/verification']) {
    it(`${path}: every script carries the nonce, a new one per request`, async () => {
      const [first, second] = [await api(path), await api(path)];
      expect([first.status, second.status]).toEqual([200, 200]);
      expectCommonHeaders(first);
      expectPagePolicy(directives(first));
      expect(nonceOf(first)).not.toBe(nonceOf(second));
      // Rendered for this visitor only: never stored by a shared cache.
      expect(first.headers.get('cache-control')).toContain('no-store');
    });
  }

  it('a nonce sent by the client is not used', async () => {
    const answer = await api('/auth/Login', {
      headers: { 'content-security-policy': "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='" },
    });
    expect(nonceOf(answer)).not.toBe('AAAAAAAAAAAAAAAAAAAAAA==');
    expect(answer.text).not.toContain('AAAAAAAAAAAAAAAAAAAAAA==');
  });
});

describe('behind a trusted proxy, with preview and a Studio configured', () => {
  let server: OwnServer;
  const studio = 'https://academy.sanity.studio';
  beforeAll(async () => {
    server = await startOwnServer({
      TRUST_PROXY: '1',
      PREVIEW_SECRET: 'headers-preview-secret',
      SANITY_STUDIO_ORIGIN: `${studio}/`,
      SITE_URL: 'http://localhost',
    });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('HSTS and upgrade-insecure-requests when the proxy says the visitor used HTTPS, and only then', async () => {
    const https = await server.api('/about', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(directives(https).has('upgrade-insecure-requests')).toBe(true);
    const api404 = await server.api('/api/no-such-endpoint', { headers: { 'x-forwarded-proto': 'https' } });
    expect(api404.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const http = await server.api('/about', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });

  it('the Studio may frame the site (Presentation tool), nobody else', async () => {
    expectPagePolicy(directives(await server.api('/about')), studio);
    expectPagePolicy(directives(await server.api('/auth/Login')), studio);
  });

  it('draft preview: a nonce policy on every page while the draft cookie is valid, the cacheable one after', async () => {
    const enable = await server.api(`/api/draft-mode/enable?secret=headers-preview-secret&redirect=/about`, {
      redirect: 'manual',
    });
    expect(enable.status).toBe(307);
    const cookie = /__prerender_bypass=[^;]+/.exec(enable.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeTruthy();
    for (const path of ['/about', '/', '/course/dance-and-music/guitar', '/no-such-page']) {
      const page = await server.api(path, { headers: { cookie: cookie! } });
      expect(page.text).toContain('Preview: you are seeing unpublished content.');
      nonceOf(page);
    }
    // A made-up or outdated cookie does not turn draft mode on, so the prerendered page and its policy stay.
    const stale = await server.api('/about', {
      headers: { cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' },
    });
    expect(stale.text).not.toContain('Preview: you are seeing unpublished content.');
    expect(directives(stale).get('script-src')).toEqual(staticScriptSrc);
  });
});
