/**
 * Stable facts about the seed catalogue for other tests (API, pages, e2e). seed.test.ts checks every
 * one of them against a freshly seeded database, so they cannot silently drift from the data.
 * Ids assume a freshly created database (serial ids start at 1); prefer names and slugs where possible.
 */
import { trainerSeeds } from './trainers';

const trainerId = (name: string) => {
  const index = trainerSeeds.findIndex((t) => t.name === name);
  if (index < 0) throw new Error(`No seed trainer ${name}`);
  return index + 1;
};

export const SEED_COUNTS = {
  categories: 7,
  courses: 53,
  trainers: 28,
  trainerCourses: 71,
  reviews: 374,
} as const;

/** The seven categories in the spec's order, which the footer's category links keep too. */
export const CATEGORY_SLUGS = [
  'arts',
  'dance-and-music',
  'design-skills',
  'health-and-wellness',
  'hobbies-and-lifestyle',
  'technology',
  'languages-and-communication',
] as const;

/** Trainers (Rohan Deshmukh first), every batch Paid with feeType 'Session', 2+ timings, valid YouTube demo
 * links and a struck-through original price on the first price option ('Single Session'). */
export const PAID_SESSION_COURSE = {
  courseName: 'Guitar',
  slug: 'guitar',
  categorySlug: 'dance-and-music',
  firstTrainerName: 'Rohan Deshmukh',
} as const;

/** Every batch is Paid with feeType 'Month' / 'Course' respectively. */
export const PAID_MONTH_COURSE = {
  courseName: 'Bharatanatyam',
  slug: 'bharatanatyam',
  categorySlug: 'dance-and-music',
} as const;
export const PAID_COURSE_FEE_COURSE = {
  courseName: 'Full Stack Web Development',
  slug: 'full-stack-web-development',
  categorySlug: 'technology',
} as const;

/** Has trainers; every batch is Free with feeType null and no price options ('Free Course'). */
export const FREE_COURSE = {
  courseName: 'Meditation',
  slug: 'meditation',
  categorySlug: 'health-and-wellness',
} as const;
export const ALL_FREE_COURSES = ['Meditation', 'Kolam and Rangoli', 'Scratch Programming for Kids'] as const;

/** No trainer_courses rows ('No trainers available') and no reviews. */
export const COURSE_WITHOUT_TRAINERS = { courseName: 'Resin Art', slug: 'resin-art', categorySlug: 'arts' } as const;
export const COURSES_WITHOUT_TRAINERS = ['Resin Art', 'Korean'] as const;

/** Has trainers and batches but no written reviews ('No reviews available.'); studentsCount 0. */
export const COURSE_WITHOUT_REVIEWS = {
  courseName: 'Motion Graphics with After Effects',
  slug: 'motion-graphics-with-after-effects',
  categorySlug: 'design-skills',
} as const;

/** imageURL null, so the default course image shows. */
export const COURSE_WITHOUT_IMAGE = {
  courseName: 'Tanjore Painting',
  slug: 'tanjore-painting',
  categorySlug: 'arts',
} as const;

/** Names whose slugs exercise the slug rule ('/' dropped, '+' kept). */
export const SLUG_EDGE_CASES = [
  { courseName: 'UI/UX Design', slug: 'uiux-design' },
  { courseName: 'C++ Programming', slug: 'c++-programming' },
] as const;

export const TRAINER_WITH_PHOTO = {
  id: trainerId('Ananya Iyer'),
  trainerName: 'Ananya Iyer',
  trainerImage: '/images/trainers/ananya-iyer.svg',
  language: ['English', 'Tamil', 'Telugu'],
} as const;
export const TRAINER_WITHOUT_PHOTO = { id: trainerId('Kiran Kumar Goud'), trainerName: 'Kiran Kumar Goud' } as const;
/** language stored as one comma-separated string. */
export const TRAINER_WITH_LANGUAGE_STRING = {
  id: trainerId('Rohan Deshmukh'),
  trainerName: 'Rohan Deshmukh',
  language: 'English, Hindi, Marathi',
} as const;
/** language null ('Language data is unavailable'). */
export const TRAINER_WITHOUT_LANGUAGE = { id: trainerId('Divya Menon'), trainerName: 'Divya Menon' } as const;
/** Their Keyboard link has trainerCourseDescription null ('No course description available'). */
export const TRAINER_COURSE_WITHOUT_DESCRIPTION = { trainerName: 'Kiran Kumar Goud', courseName: 'Keyboard' } as const;
