import { describe, expect, it } from 'vitest';
import { slugify, unslugify } from './slug';

describe('slugify (spec section 2 slug rule)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Dance and Music')).toBe('dance-and-music');
    expect(slugify('Languages and Communication')).toBe('languages-and-communication');
  });

  it('removes accents', () => {
    expect(slugify('Café Crème Brûlée')).toBe('cafe-creme-brulee');
  });

  it('keeps letters, digits, plus and hyphen and drops everything else', () => {
    expect(slugify('C++ Programming')).toBe('c++-programming');
    expect(slugify('Yoga (Beginners) & Pranayama!')).toBe('yoga-beginners-pranayama');
    expect(slugify('3D Modelling: Blender 4.0')).toBe('3d-modelling-blender-40');
    expect(slugify('Hip-Hop')).toBe('hip-hop');
  });

  it('collapses repeated hyphens and trims surrounding space', () => {
    expect(slugify('  Arts   -  Crafts  ')).toBe('arts-crafts');
    expect(slugify('a--b')).toBe('a-b');
  });

  it('keeps letters of other scripts', () => {
    expect(slugify('Hindi हिन्दी')).toBe('hindi-हनद');
  });

  it('is idempotent, so a slug in a route maps to itself', () => {
    for (const name of ['Dance and Music', 'C++ Programming', 'Café', 'a - b']) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
    expect(slugify('ARTS')).toBe(slugify('arts'));
  });
});

describe('unslugify', () => {
  it('turns a slug back into capitalised words for headings', () => {
    expect(unslugify('dance-and-music')).toBe('Dance And Music');
    expect(unslugify('arts')).toBe('Arts');
    expect(unslugify('--x--y')).toBe('X Y');
  });
});
