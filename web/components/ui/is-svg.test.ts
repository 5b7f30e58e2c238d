import { describe, expect, it } from 'vitest';
import { isSvg } from './is-svg';

describe('isSvg', () => {
  it('matches an .svg path, with or without a query, in any case', () => {
    expect(isSvg('/images/not-found.svg')).toBe(true);
    expect(isSvg('https://cdn.sanity.io/images/p/d/abc-64x64.svg?w=64')).toBe(true);
    expect(isSvg('/images/LOGO.SVG')).toBe(true);
  });

  it('does not match other images or .svg elsewhere in the URL', () => {
    expect(isSvg('/content-assets/photo.jpg')).toBe(false);
    expect(isSvg('/images/svg-icons/cat.png')).toBe(false);
    expect(isSvg('/images/a.svgz')).toBe(false);
  });
});
