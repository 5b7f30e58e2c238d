import { describe, expect, inject, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_COST, MAX_DEPTH, MAX_QUERY_LENGTH } from '@/lib/graphql/limits';
import { queryAt } from '../graphql';
import { api } from '../http';

// The read API is public: every query, however hostile, gets a GraphQL error with a 4xx (never a 500, never a stack
// trace) before it can cost the database anything.

const query = (text: string, variables?: Record<string, unknown>) => queryAt(inject('baseUrl'))(text, variables);

/** A refusal: the status, a GraphQL error body, and nothing a client should not see. */
function expectRefused(answer: Awaited<ReturnType<typeof query>>, status: number, message: RegExp) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.[0]?.message).toMatch(message);
  expect(answer.text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.next\/server|"stack"/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

/** course > trainers > trainer > courses > course > ... nested `levels` fields deep. */
function nested(levels: number): string {
  let selection = 'name';
  for (let level = 1; level < levels; level++)
    selection = level % 2 ? `trainers { trainer { courses { course { ${selection} } } } }` : selection;
  return `{ course(slug: "guitar") { ${selection} } }`;
}

describe('GraphQL limits', () => {
  it('refuses text that is not GraphQL, and fields that do not exist, with a 400', async () => {
    expectRefused(await query('{ categories { name '), 400, /^Syntax Error/);
    expectRefused(await query('{ nope }'), 400, /Cannot query field "nope"/);
    expectRefused(await query('query($id: Int!) { trainer(id: $id) { id } }', { id: 'seven' }), 400, /\$id/);
    const notJson = await api('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0].message).toMatch(/JSON/);
  });

  it(`refuses a query nested deeper than ${MAX_DEPTH} fields`, async () => {
    const deep = nested(16);
    expectRefused(await query(deep), 400, /depth limit/i);
  });

  it(`refuses a query costing more than ${MAX_COST}, and a page bigger than 50`, async () => {
    expectRefused(
      await query(
        '{ courses(first: 50) { edges { node { reviews(first: 50) { edges { node { id text rating } } } related(first: 50) { name } } } } }',
      ),
      400,
      /too much: it costs [\d,]+, at most 5,000/,
    );
    const big = await query('{ courses(first: 51) { totalCount } }');
    expect(big.status).toBe(200);
    expect(big.body).toMatchObject({
      data: null,
      errors: [{ message: 'first must be from 0 to 50', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('refuses a long query and a 1 MB body before reading them', async () => {
    const long = `{ categories { name } }${' '.repeat(MAX_QUERY_LENGTH)}`;
    expectRefused(await query(long), 413, /too long/);
    const megabyte = JSON.stringify({ query: `{ categories { name } } #${'x'.repeat(1024 * 1024)}` });
    const answer = await api('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: megabyte,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].message).toBe(`Request body is too large (at most ${MAX_BODY_BYTES / 1024} KB)`);
    const manyTokens = `{ ${Array.from({ length: 2500 }, () => 'a').join(' ')} }`;
    expectRefused(await query(manyTokens), 400, /token/i);
  });

  it('has no mutations, and hostile arguments are readable errors', async () => {
    const mutation = await query('mutation { addReview }');
    expect(mutation.status).toBeLessThan(500);
    expect(mutation.body.errors.length).toBeGreaterThan(0);
    for (const search of ['\u0000', '\ud800', 'x'.repeat(201)]) {
      const answer = await query('query($s: String) { courses(filter: { search: $s }) { totalCount } }', { s: search });
      expect(answer.status, JSON.stringify(search)).toBe(200);
      expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    for (const after of [
      '',
      'garbage',
      Buffer.from('offset:-1').toString('base64url'),
      Buffer.from('review:1e9').toString('base64url'),
    ]) {
      const answer = await query('query($a: String) { courses(after: $a) { totalCount } }', { a: after });
      expect(answer.status).toBe(200);
      if (after) expect(answer.body.errors[0].message).toBe('after is not a cursor of this list');
    }
  });

  it('allows introspection, and queries from any site (CORS) by GET and POST', async () => {
    const schema = await query('{ __schema { queryType { fields { name } } } }');
    expect(schema.body.data.__schema.queryType.fields.map((f: any) => f.name)).toEqual([
      'categories',
      'courses',
      'course',
      'trainer',
      'site',
    ]);
    const preflight = await api('/api/graphql', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    const crossSite = await query('{ categories { name } }');
    expect(crossSite.status).toBe(200);
    const fromPartner = await api('/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Origin: 'https://partner.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: JSON.stringify({ query: '{ categories { name } }' }),
    });
    expect(fromPartner.status).toBe(200);
    expect(fromPartner.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/partner\.example)$/);
  });

  it('lets a CDN keep GET answers (public, ETag, 304) and never POST answers or errors', async () => {
    const path = `/api/graphql?query=${encodeURIComponent('{ categories { name } }')}`;
    const first = await api(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await api(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await query('{ categories { name } }')).headers.get('cache-control')).toBe('no-store');
    expect((await api(`/api/graphql?query=${encodeURIComponent('{ nope }')}`)).headers.get('cache-control')).toBe(
      'no-store',
    );
  });
});
