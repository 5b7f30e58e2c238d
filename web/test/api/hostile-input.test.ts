import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { startOwnServer, type OwnServer } from '../own-server';

// Issue 12, items 1 and 2: each request below answered a 500 (or redirected off the site) before. A server of
// its own, with a preview secret, so the enable route can be reached and its log checked for unexpected errors.
const PREVIEW_SECRET = 'preview-secret-for-hostile-tests';
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ PREVIEW_SECRET });
});
afterAll(() => server?.dispose());

const JSON_WRITES = [
  '/api/contactUs/contactUs',
  '/api/request/requestDemo',
  '/api/trainer/trainers',
  `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`,
  '/api/otp/send',
  '/api/otp/verify',
  '/api/user/createuser',
  '/api/user/forget',
  '/api/user/login',
];
const postRaw = (path: string, body: string) =>
  server.api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const expectJsonError = (answer: { status: number; body: any }, status: number, error?: string | RegExp) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual(expect.objectContaining({ error: error ?? expect.any(String) }));
};

describe('JSON bodies', () => {
  it('refuses 5,000 nested arrays (10 KB) on every JSON write with a 400, not a stack overflow', async () => {
    const deepArray = '['.repeat(5000) + ']'.repeat(5000);
    const deepObject = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
    const deepField = `{"name":${'['.repeat(3000)}"x"${']'.repeat(3000)},"email":"a@b.in"}`;
    for (const path of JSON_WRITES) {
      for (const body of [deepArray, deepObject, deepField]) {
        const answer = await postRaw(path, body);
        expect(answer.status, `${path} ${body.slice(0, 12)}`).toBe(400);
        expect(answer.body.error).toBe('Request body is nested too deeply (at most 32 levels)');
      }
    }
  });

  it('refuses null, arrays and bare values where a form object belongs', async () => {
    for (const path of JSON_WRITES) {
      for (const body of ['null', '[]', '1', '"x"', 'true', '[{"email":"a@b.in"}]']) {
        expectJsonError(await postRaw(path, body), 400, 'Request body must be a JSON object');
      }
    }
  });

  it('names the field holding a NUL character or half a surrogate pair', async () => {
    const nul = await postRaw('/api/contactUs/contactUs', '{"name":"Asha\\u0000Rao","email":"a@b.in"}');
    expectJsonError(nul, 400, 'Must not contain NUL characters');
    expect(nul.body.fields).toEqual({ name: 'Must not contain NUL characters' });
    const lone = await postRaw('/api/request/requestDemo', '{"name":"Asha","city":"Pu\\ud800ne"}');
    expect(lone.body.fields).toEqual({ city: 'Must be valid Unicode text' });
    const key = await postRaw('/api/otp/send', '{"email":"a@b.in","x\\u0000":1}');
    expect(key.body.fields).toEqual({ 'x\u0000': 'Must not contain NUL characters' });
  });
});

describe('text in the address that reaches SQL', () => {
  it('answers 400 for NUL and lone surrogates in query strings and route segments', async () => {
    const hostile = [
      '/api/course/listCourses?search=a%00b',
      `/api/course/listCourses?filter=${encodeURIComponent('{"categoryName":"Arts\\u0000"}')}`,
      `/api/course/listCourses?filter=${encodeURIComponent('{"categoryName":"\\udc00"}')}`,
      `/api/reviews/listReviews?filter=${encodeURIComponent('{"courseName":"Guitar\\u0000"}')}`,
      `/api/reviews/listReviews?filter=${encodeURIComponent('{"courseName":"\\ud800"}')}`,
      '/api/current/getTrainers/a%00b',
      '/api/reviews/totalandavgcourse/a%00b',
    ];
    for (const path of hostile) {
      const answer = await server.api(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toMatch(/Must not contain NUL characters|Must be valid Unicode text/);
    }
    expectJsonError(
      await postRaw('/api/enroll/userEnrollment/a%00b', '{}'),
      400,
      'courseName: Must not contain NUL characters',
    );
  });

  it('refuses broken UTF-8 in a segment and reads it as U+FFFD in a query string', async () => {
    expectJsonError(await server.api('/api/current/getTrainers/%ED%A0%80'), 400);
    const search = await server.api('/api/course/listCourses?search=%ED%A0%80');
    expect(search.status).toBe(200);
  });
});

describe('draft mode redirects', () => {
  const location = async (route: 'enable' | 'disable', target: string) => {
    const secret = route === 'enable' ? `secret=${PREVIEW_SECRET}&` : '';
    const response = await fetch(`${server.url}/api/draft-mode/${route}?${secret}redirect=${target}`, {
      redirect: 'manual',
    });
    expect(response.status, target).toBe(307);
    return response.headers.get('location');
  };

  it('never answers a 500 for control characters or non-ASCII text in the target', async () => {
    for (const route of ['enable', 'disable'] as const) {
      expect(await location(route, '/%0a/x')).toBe('/');
      expect(await location(route, '/%0d%0a/x')).toBe('/');
      expect(await location(route, '/%E3%80%82/x')).toBe('/%E3%80%82/x');
      expect(await location(route, '/about?q=%E2%9C%93')).toBe('/about?q=%E2%9C%93');
    }
  });

  it('never sends the browser to another host', async () => {
    const hostile = [
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0d%0a/evil.example',
      '/%5C/evil.example',
      '%5C%5Cevil.example',
      '//evil.example',
      '/%2F/evil.example',
      '/..//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%E3%80%80/evil.example',
      '%2F%09%2Fevil.example',
    ];
    for (const route of ['enable', 'disable'] as const) {
      for (const target of hostile) {
        const answer = await location(route, target);
        expect(answer, target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(answer!, 'https://academy.example').host, target).toBe('academy.example');
      }
      expect(await location(route, '/%09/evil.example')).toBe('/');
    }
  });
});

it('logged no unexpected error while answering all of the above', () => {
  expect(server.output()).not.toContain('[api] unexpected error');
  expect(server.output()).not.toContain('Maximum call stack size exceeded');
});

/** A request fetch will not send (TRACE is a forbidden method there): node's own HTTP client. */
function rawRequest(
  path: string,
  method: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; allow?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, server.url), { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, allow: response.headers.allow, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('methods nothing serves', () => {
  it('TRACE and TRACK on any path: 4xx, nothing echoed and nothing logged', async () => {
    for (const path of ['/', '/about', '/course', '/api/health', '/api/category/getCategories', '/robots.txt']) {
      const trace = await rawRequest(path, 'TRACE', { cookie: 'secret=1', 'x-probe': 'echo-me' });
      expect(trace.status, `TRACE ${path}`).toBe(405);
      expect(trace.allow).toBe('GET, HEAD');
      expect(trace.text).not.toContain('echo-me');
      // Node's HTTP parser knows no TRACK: it answers 400 before any code of the site runs.
      const track = await rawRequest(path, 'TRACK', { 'x-probe': 'echo-me' });
      expect([400, 405], `TRACK ${path}`).toContain(track.status);
      expect(track.text).not.toContain('echo-me');
    }
  });

  it('a cross-origin multipart POST to a page: 405 with Allow: GET, HEAD', async () => {
    const boundary = '----academy';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="1_$ACTION_ID_x"\r\n\r\nx\r\n--${boundary}--\r\n`;
    for (const path of ['/', '/about', '/contactus', '/course/arts']) {
      const answer = await rawRequest(
        path,
        'POST',
        {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body,
      );
      expect(answer.status, path).toBe(405);
      expect(answer.allow).toBe('GET, HEAD');
    }
  });
});
