import { slugify } from '../../slug';
import type { categories, courses } from '../schema';
import { planBatches, type BatchPlan } from './batches';
import { allCourses, catalogue, categoryIcon, courseImage } from './categories';
import { courseMeta, whatToLearnHtml } from './course-copy';
import { createRng } from './prng';
import { courseRatingFrom, planReviews, type ReviewPlan } from './reviews';
import { trainerSeeds } from './trainers';
import { hindiCategoryNames, hindiCourseTexts, hindiTrainerNames } from './hindi';
import type { TrainerSeed } from './types';

type CourseRow = Omit<typeof courses.$inferInsert, 'categoryId' | 'id'>;

export type CataloguePlan = {
  categories: (typeof categories.$inferInsert)[];
  courses: { categorySlug: string; row: CourseRow }[];
  trainers: {
    trainerName: string;
    trainerNameHi: string;
    trainerImage: string | null;
    language: string[] | string | null;
  }[];
  links: { trainerName: string; courseSlug: string; description: string | null; batches: BatchPlan[] }[];
  reviews: { courseSlug: string; review: ReviewPlan }[];
};

export const trainerImage = (trainer: TrainerSeed) =>
  trainer.photo ? `/images/trainers/${slugify(trainer.name)}.svg` : null;

function linkDescription(trainer: TrainerSeed, courseName: string, highlights: string[]): string | null {
  if (trainer.noDescriptionFor?.includes(courseName)) return null;
  const [first, second] = highlights;
  const focus = second ? `${first} and ${second}` : (first ?? 'steady, guided practice');
  return `${trainer.about} ${trainer.pronoun === 'She' ? 'Her' : 'His'} ${courseName} classes focus on ${focus}.`;
}

/**
 * The whole seed catalogue in memory. Each part draws from its own named PRNG stream, so editing one
 * course's copy does not reshuffle every other course's batches and reviews.
 */
export function planCatalogue(now: Date): CataloguePlan {
  const courseByName = new Map(allCourses().map((entry) => [entry.course.name, entry]));
  for (const trainer of trainerSeeds) {
    for (const name of trainer.courses) {
      if (!courseByName.has(name)) throw new Error(`Trainer ${trainer.name} teaches unknown course ${name}`);
    }
  }
  const trainersOf = (courseName: string) => trainerSeeds.filter((t) => t.courses.includes(courseName));

  const plan: CataloguePlan = {
    categories: catalogue.map((c, position) => ({
      name: c.name,
      nameHi: hindiCategoryNames[c.name] ?? '',
      slug: slugify(c.name),
      icon: categoryIcon(c.name),
      position,
    })),
    courses: [],
    trainers: trainerSeeds.map((t) => ({
      trainerName: t.name,
      trainerNameHi: hindiTrainerNames[t.name] ?? '',
      trainerImage: trainerImage(t),
      language: t.language,
    })),
    links: [],
    reviews: [],
  };

  allCourses().forEach(({ category, course }, index) => {
    const slug = slugify(course.name);
    const reviewRng = createRng(`reviews:${course.name}`);
    const reviews = planReviews(
      reviewRng,
      {
        courseName: course.name,
        categoryName: category.name,
        students: course.students,
        trainers: trainersOf(course.name).map((t) => t.name.split(' ')[0]!),
        highlights: course.highlights,
      },
      now,
    );
    plan.reviews.push(...reviews.map((review) => ({ courseSlug: slug, review })));
    plan.courses.push({
      categorySlug: slugify(category.name),
      row: {
        courseName: course.name,
        slug,
        courseTitle: course.title,
        courseHeading: course.heading,
        imageURL: courseImage(course),
        ...courseRatingFrom(reviews),
        studentsCount: course.students,
        textWhatToLearn: whatToLearnHtml(course, index),
        ...courseMeta(course, category),
        courseTitleHi: hindiCourseTexts[course.name]?.title ?? '',
        courseHeadingHi: hindiCourseTexts[course.name]?.heading ?? '',
        textWhatToLearnHi: hindiCourseTexts[course.name]?.whatToLearn ?? '',
      },
    });
  });

  for (const trainer of trainerSeeds) {
    for (const courseName of trainer.courses) {
      const { category, course } = courseByName.get(courseName)!;
      plan.links.push({
        trainerName: trainer.name,
        courseSlug: slugify(courseName),
        description: linkDescription(trainer, courseName, course.highlights),
        batches: planBatches(createRng(`batches:${trainer.name}:${courseName}`), category.name, courseName),
      });
    }
  }
  return plan;
}
