import { describe, expect, it } from 'vitest';
import { safeRedirectPath, secretMatches } from './preview';

describe('secretMatches', () => {
  it('accepts only the configured secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cret!', 's3cret')).toBe(false);
    expect(secretMatches(null, 's3cret')).toBe(false);
  });

  it('matches nothing while no secret is configured', () => {
    expect(secretMatches('', undefined)).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirectPath('/about')).toBe('/about');
    expect(safeRedirectPath('/course/arts?x=1')).toBe('/course/arts?x=1');
  });

  it('sends everything else home', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'about', '', null]) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });

  it('refuses what a browser would read as another host (tab, newline, CRLF, backslash, dot segments)', () => {
    const hostile = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/\u000b/evil.example',
      '/\u3000/evil.example',
      '/x\\..\\\\evil.example',
      '/..//evil.example',
      '/.//evil.example',
      '/%2E%2E//evil.example',
      'javascript:alert(1)',
      '/\u0000/x',
      'http://evil.example/',
      ' /about',
    ];
    for (const value of hostile) expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/');
  });

  it('answers plain ASCII, re-encoded, so the Location header is always valid', () => {
    expect(safeRedirectPath('/\u3002/x')).toBe('/%E3%80%82/x');
    expect(safeRedirectPath('/%2F/evil.example')).toBe('/%2F/evil.example');
    expect(safeRedirectPath('/course/arts?q=é#top')).toBe('/course/arts?q=%C3%A9');
    expect(safeRedirectPath('/a/../about')).toBe('/about');
  });
});
