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
});
