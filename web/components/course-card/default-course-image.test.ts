import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/lib/db/seed/categories';
import { webRoot } from '@/lib/web-root';
import { defaultCourseImage } from './default-course-image';

const fileOf = (url: string) => path.join(webRoot(), 'public', url);

describe('defaultCourseImage', () => {
  it('gives every seeded category its own cover, and the file exists', () => {
    for (const category of catalogue) {
      const url = defaultCourseImage(category.name);
      expect(url).toMatch(/^\/images\/categories\/[a-z-]+-cover\.svg$/);
      expect(existsSync(fileOf(url)), url).toBe(true);
    }
  });

  it('finds the cover whatever the case or spacing of the name', () => {
    expect(defaultCourseImage(' dance and MUSIC ')).toBe('/images/categories/dance-and-music-cover.svg');
  });

  it('falls back to the site-wide picture for a category without a cover', () => {
    expect(defaultCourseImage('Pottery Masters')).toBe('/images/default-course.svg');
    expect(existsSync(fileOf('/images/default-course.svg'))).toBe(true);
  });
});
