import { describe, expect, it } from 'vitest';
import { slugify, unslugify } from './slug';

describe('slugify (spec section 2 slug rule)', () => {
  it.each([
    ['lowercases and turns spaces into hyphens', 'Dance and Music', 'dance-and-music'],
    ['lowercases and turns spaces into hyphens', 'Languages and Communication', 'languages-and-communication'],
    ['removes accents', 'Café Crème Brûlée', 'cafe-creme-brulee'],
    ['keeps letters, digits, plus and hyphen and drops everything else', 'C++ Programming', 'c++-programming'],
    [
      'keeps letters, digits, plus and hyphen and drops everything else',
      'Yoga (Beginners) & Pranayama!',
      'yoga-beginners-pranayama',
    ],
    [
      'keeps letters, digits, plus and hyphen and drops everything else',
      '3D Modelling: Blender 4.0',
      '3d-modelling-blender-40',
    ],
    ['keeps letters, digits, plus and hyphen and drops everything else', 'Hip-Hop', 'hip-hop'],
    ['collapses repeated hyphens and trims surrounding space', '  Arts   -  Crafts  ', 'arts-crafts'],
    ['collapses repeated hyphens and trims surrounding space', 'a--b', 'a-b'],
    ['keeps letters of other scripts', 'Hindi हिन्दी', 'hindi-हनद'],
  ])('%s: %j becomes %j', (_rule, name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('is idempotent, so a slug in a route maps to itself', () => {
    for (const name of ['Dance and Music', 'C++ Programming', 'Café', 'a - b']) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
    expect(slugify('ARTS')).toBe(slugify('arts'));
  });
});

describe('unslugify', () => {
  it.each([
    ['dance-and-music', 'Dance And Music'],
    ['arts', 'Arts'],
    ['--x--y', 'X Y'],
  ])('turns the slug %j back into the capitalised words %j for headings', (slug, words) => {
    expect(unslugify(slug)).toBe(words);
  });
});
