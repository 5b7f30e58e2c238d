import { courseImage } from '@/components/course-card/default-course-image';
import type { Batch, Course, Review, TrainerEntry } from '@/lib/backend';
import { batchesOf, languagesOf, offersFree, startingPrice } from '@/lib/pricing';
import { absoluteUrl } from '@/app/_lib/metadata';
import { courseSchedule } from './course-schedule-json-ld';

/** Reviews the Course carries beside its rating: the newest few, as the page lists them first. */
export const REVIEWS_IN_JSON_LD = 3;

type Provider = { name: string; url: string };

/** The course's offer: its starting price (0 when free); Free, Paid, or Partially Free when it has both kinds. */
function offerOf(trainers: TrainerEntry[], url: string) {
  const batches = trainers.flatMap(batchesOf);
  if (batches.length === 0) return null;
  const start = startingPrice(trainers);
  const free = offersFree(trainers);
  const category = start.kind === 'free' ? 'Free' : free ? 'Partially Free' : 'Paid';
  return { '@type': 'Offer', category, price: start.kind === 'paid' ? start.price : 0, priceCurrency: 'INR', url };
}

/** The trainer as the instance's instructor: name, what they say about teaching the course, their photo. */
function instructorOf(trainer: TrainerEntry, batch: Batch) {
  const description = batch.trainerCourseDescription || trainer.trainerDetails.trainerCourseDescription;
  const image = trainer.trainerDetails.trainerImage;
  return {
    '@type': 'Person',
    name: trainer.trainerName,
    ...(description ? { description } : {}),
    ...(image ? { image: absoluteUrl(image) } : {}),
  };
}

/** Every language a trainer teaches the course in, the one most of them use first. */
function languagesTaught(trainers: TrainerEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const trainer of trainers) {
    for (const language of languagesOf(trainer.trainerDetails.language) ?? [])
      counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([language]) => language);
}

const reviewOf = (review: Review) => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.studentName },
  reviewRating: { '@type': 'Rating', ratingValue: review.ratings, bestRating: 5, worstRating: 1 },
  reviewBody: review.reviewDescription,
  datePublished: review.createdAt,
});

/**
 * The course as a schema.org Course for Google's course info rich result: the provider, one CourseInstance per
 * batch (its weekly IST schedule, length and trainer), the offer in INR, languages, rating, reviews and learners.
 * Only what the academy's data says: a property it has nothing for is left out, never filled with a guess.
 */
export function courseJsonLd(
  course: Course,
  trainers: TrainerEntry[],
  provider: Provider,
  url: string,
  reviews: Review[] = [],
) {
  const instances = trainers.flatMap((trainer) =>
    batchesOf(trainer).map((batch) => {
      const schedule = courseSchedule(batch);
      return {
        '@type': 'CourseInstance',
        // The academy's batches are live online classes; the data has no place for an in-person one.
        courseMode: 'Online',
        instructor: instructorOf(trainer, batch),
        ...(schedule ? { courseSchedule: schedule.schedule } : {}),
        ...(schedule?.workload ? { courseWorkload: schedule.workload } : {}),
      };
    }),
  );
  const offer = offerOf(trainers, url);
  const languages = languagesTaught(trainers);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.schemaTitle || course.courseName,
    description: course.metaDescription || course.courseHeading,
    url,
    image: absoluteUrl(courseImage(course)),
    provider: { '@type': 'Organization', name: provider.name, sameAs: provider.url },
    ...(offer ? { offers: offer } : {}),
    ...(instances.length ? { hasCourseInstance: instances } : {}),
    ...(languages.length ? { inLanguage: languages[0], availableLanguage: languages } : {}),
    ...(course.studentsCount > 0 ? { totalHistoricalEnrollment: course.studentsCount } : {}),
    ...(course.ratingsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.courseRating,
            ratingCount: course.ratingsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length ? { review: reviews.slice(0, REVIEWS_IN_JSON_LD).map(reviewOf) } : {}),
  };
}
