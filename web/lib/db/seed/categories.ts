import { slugify } from '../../slug';
import { arts } from './courses-arts';
import { danceAndMusic } from './courses-dance-and-music';
import { designSkills } from './courses-design-skills';
import { healthAndWellness } from './courses-health-and-wellness';
import { hobbiesAndLifestyle } from './courses-hobbies-and-lifestyle';
import { technology } from './courses-technology';
import { languagesAndCommunication } from './courses-languages-and-communication';
import type { CategorySeed, CourseSeed } from './types';

/** Footer order from the spec; `position` follows it so the sidebar lists categories the same way. */
export const catalogue: readonly CategorySeed[] = [
  arts,
  danceAndMusic,
  designSkills,
  healthAndWellness,
  hobbiesAndLifestyle,
  technology,
  languagesAndCommunication,
];

export const categoryIcon = (name: string) => `/images/categories/${slugify(name)}.svg`;

/** Null for courses seeded without a cover, so the site's default image is exercised. */
export const courseImage = (course: CourseSeed) =>
  course.noImage ? null : `/images/courses/${slugify(course.name)}.svg`;

export const allCourses = (): { category: CategorySeed; course: CourseSeed }[] =>
  catalogue.flatMap((category) => category.courses.map((course) => ({ category, course })));
