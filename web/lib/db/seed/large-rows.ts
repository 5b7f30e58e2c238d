import { slugify } from '../../slug';
import type { batches, courses, priceOptions, reviews } from '../schema';
import { rupees } from './batches';
import { allCourses, courseImage } from './categories';
import { courseMeta, whatToLearnHtml } from './course-copy';
import type { Rng } from './prng';
import { FIRST_NAMES, GOOD, LAST_NAMES, MIXED, POOR, PRAISE } from './review-text';

/**
 * Row builders for the benchmark catalogue (scripts/generate-large-catalogue.ts). Courses are variants of
 * the real seed courses ("Kathak Weekend Batch 0142") so search, covers and copy stay realistic at 10k rows.
 */
const VARIANTS = [
  'Weekend Batch',
  'Evening Batch',
  'Morning Batch',
  'for Beginners',
  'Intermediate',
  'Advanced',
  'for Kids',
  'for Working Professionals',
  'Intensive',
  'Masterclass',
  'Crash Course',
  'Certification Track',
  'for Seniors',
];
const AREAS = [
  'Secunderabad',
  'Kukatpally',
  'Gachibowli',
  'Madhapur',
  'Ameerpet',
  'Dilsukhnagar',
  'Kondapur',
  'Online',
];
const SLOTS: [string, string][] = [
  ['07:00 AM', '08:00 AM'],
  ['10:00 AM', '11:00 AM'],
  ['06:00 PM', '07:00 PM'],
  ['07:30 PM', '08:30 PM'],
];

const bases = allCourses();

export function largeCourse(rng: Rng, serial: number, categoryId: Map<string, number>): typeof courses.$inferInsert {
  const { category, course } = bases[serial % bases.length]!;
  const name = `${course.name} ${rng.pick(VARIANTS)} ${rng.pick(AREAS)} ${String(serial).padStart(5, '0')}`;
  return {
    categoryId: categoryId.get(slugify(category.name))!,
    courseName: name,
    slug: slugify(name),
    courseTitle: `${course.title} (${name.slice(course.name.length + 1)})`,
    courseHeading: course.heading,
    imageURL: rng.chance(0.9) ? courseImage(course) : null,
    ratingsCount: 0,
    ratingsTotal: 0,
    studentsCount: rng.chance(0.05) ? 0 : rng.int(10, 5000),
    textWhatToLearn: whatToLearnHtml(course, serial),
    ...courseMeta({ ...course, name }, category),
    // On offer, like the seed's own courses (issue 52: a draft is in no list the benchmarks measure).
    publishedAt: new Date(),
  };
}

export function largeBatch(rng: Rng, trainerCourseId: number): typeof batches.$inferInsert {
  const free = rng.chance(0.1);
  const feeType = free ? null : rng.pick(['Session', 'Month', 'Course'] as const);
  return {
    trainerCourseId,
    days: rng.pick([
      ['Mon', 'Wed', 'Fri'],
      ['Tue', 'Thu', 'Sat'],
      ['Sat', 'Sun'],
    ]),
    courseType: free ? 'Free' : 'Paid',
    feeType,
    demoLink: rng.chance(0.8)
      ? `https://youtu.be/${rng.int(1e10, 9e10).toString(36).padEnd(11, 'x').slice(0, 11)}`
      : null,
  };
}

export const largeTimings = (rng: Rng, batchId: number) =>
  rng
    .shuffle(SLOTS)
    .slice(0, rng.int(1, 2))
    .map(([from, to], position) => ({ batchId, from, to, position }));

export function largeOptions(rng: Rng, batchId: number, feeType: string | null): (typeof priceOptions.$inferInsert)[] {
  if (!feeType) return [];
  const base = rng.int(3, 15) * 100;
  const name = feeType === 'Session' ? 'Single Session' : feeType === 'Month' ? 'Monthly' : 'Full Course';
  const sessionsCount = feeType === 'Session' ? 1 : feeType === 'Month' ? 12 : 24;
  const price = rupees(base * (sessionsCount === 1 ? 1 : sessionsCount * 0.5));
  return [
    { batchId, name, price, originalPrice: rng.chance(0.4) ? rupees(price * 1.25) : null, sessionsCount, position: 0 },
  ];
}

const DAY = 86_400_000;

export function largeReview(rng: Rng, courseId: number, now: number): typeof reviews.$inferInsert {
  const ratings = rng.weighted([
    [5, 55],
    [4, 30],
    [3, 9],
    [2, 4],
    [1, 2],
  ] as const);
  const bank = ratings === 5 ? PRAISE : ratings === 4 ? GOOD : ratings === 3 ? MIXED : POOR;
  const reviewDescription = rng
    .pick(bank)
    .replaceAll('{course}', 'this course')
    .replaceAll('{trainer}', 'Our trainer')
    .replaceAll('{Highlight}', 'The practice sessions')
    .replaceAll('{highlight}', 'the practice sessions');
  return {
    courseId,
    studentName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    ratings,
    reviewDescription,
    createdAt: new Date(now - rng.next() * 548 * DAY),
  };
}
