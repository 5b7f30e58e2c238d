import { describe, expect, it } from 'vitest';
import { firstTouchCookieValue, firstTouchOf, readFirstTouchCookie, sourceOf, sourceWords } from './first-touch';

const AT = new Date('2026-11-28T04:30:00Z');
const page = (address: string) => new URL(address, 'https://academy.example.in');

describe('the first touch', () => {
  it('keeps the UTM words, the referring page without its query and the landing path without its query', () => {
    const touch = firstTouchOf(
      page('/course/music?utm_source=Instagram&utm_campaign=diwali&utm_medium=social&email=a@b.in'),
      'https://l.instagram.com/some/path?u=secret#x',
      'academy.example.in',
      AT,
    )!;
    expect(touch).toEqual({
      utmSource: 'Instagram',
      utmMedium: 'social',
      utmCampaign: 'diwali',
      utmTerm: '',
      utmContent: '',
      referrer: 'https://l.instagram.com/some/path',
      landing: '/course/music',
      at: AT.toISOString(),
    });
    expect(readFirstTouchCookie(firstTouchCookieValue(touch))).toEqual(touch);
    expect(sourceOf(touch)).toBe('instagram');
    expect(sourceWords(sourceOf(touch), touch)).toBe('instagram / diwali (social)');
  });

  it('a visit with nothing to remember (typed, a bookmark, our own link) keeps nothing and is direct', () => {
    expect(firstTouchOf(page('/'), null, 'academy.example.in', AT)).toBeNull();
    expect(firstTouchOf(page('/'), 'https://academy.example.in/about', 'academy.example.in', AT)).toBeNull();
    expect(sourceOf(null)).toBe('direct');
  });

  it('names a referring site by its host when there is no UTM source', () => {
    const touch = firstTouchOf(page('/'), 'https://www.Google.com/search?q=guitar+classes', 'academy.example.in', AT);
    expect(touch?.referrer).toBe('https://www.google.com/search');
    expect(sourceOf(touch)).toBe('google.com');
  });

  it('reads a made-up cookie as nothing, or as words only: no script address, no control characters, no essays', () => {
    for (const value of [undefined, '', 'x'.repeat(3000), 'ref=javascript:alert(1)', 'landing=/x', '%%%'])
      expect(readFirstTouchCookie(value), String(value).slice(0, 20)).toBeNull();
    const odd = readFirstTouchCookie(
      `utm_source=${encodeURIComponent('a\u0000b\nc')}&utm_campaign=${'y'.repeat(500)}&at=soon`,
    )!;
    expect(odd.utmSource).toBe('a b c');
    expect(odd.utmCampaign).toHaveLength(120);
    expect(odd.at).toBe('');
  });
});
