/**
 * Writes the seed catalogue's static images into public/images: category icons, course covers, each category's
 * cover for courses without one, and trainer avatars. The output is committed; rerun after changing seed copy:
 * `npx tsx scripts/generate-seed-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { webRoot } from '../lib/web-root';
import { slugify } from '../lib/slug';
import { catalogue, categoryIcon, courseImage } from '../lib/db/seed/categories';
import { avatarSvg } from '../lib/db/seed/images/avatar-svg';
import { categoryIconSvg, coverSvg, defaultCoverSvg } from '../lib/db/seed/images/cover-svg';
import { defaultCourseImage } from '../components/course-card/default-course-image';
import { trainerImage } from '../lib/db/seed/plan';
import { trainerSeeds } from '../lib/db/seed/trainers';

const publicDir = path.join(webRoot(), 'public');
let written = 0;

function write(urlPath: string, svg: string) {
  const file = path.join(publicDir, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written++;
}

for (const category of catalogue) {
  const slug = slugify(category.name);
  write(categoryIcon(category.name), categoryIconSvg(category.name, slug, category.palette));
  write(defaultCourseImage(category.name), defaultCoverSvg(category.name, slug, category.palette));
  for (const course of category.courses) {
    const url = courseImage(course);
    if (url)
      write(
        url,
        coverSvg({
          courseName: course.name,
          categoryName: category.name,
          categorySlug: slug,
          palette: category.palette,
        }),
      );
  }
}
for (const trainer of trainerSeeds) {
  const url = trainerImage(trainer);
  if (url) write(url, avatarSvg(trainer.name, trainer.pronoun));
}
console.log(`wrote ${written} SVG files under ${publicDir}/images`);
