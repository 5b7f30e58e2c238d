import type { Course, TrainerEntry } from '@/lib/backend';
import { batchesOf } from '@/lib/pricing';

const DAYS: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/** '06:00 PM' -> '18:00:00' (schema.org Time); null for anything else. */
export function toIsoTime(time: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)?\s*$/i.exec(time);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half === 'PM' && hours < 12) hours += 12;
  if (half === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
}

type Provider = { name: string; url: string };

/**
 * The course as a schema.org Course (Google's course rich results): the provider, one CourseInstance per batch
 * with its weekly IST schedule and trainer, offers in INR, and the rating when there is one.
 */
export function courseJsonLd(course: Course, trainers: TrainerEntry[], provider: Provider, url: string) {
  const instances = trainers.flatMap((trainer) =>
    batchesOf(trainer).map((batch) => {
      const timing = batch.timings[0];
      const byDay = batch.days.map((d) => DAYS[d.trim().slice(0, 3).toLowerCase()]).filter(Boolean);
      const startTime = timing ? toIsoTime(timing.from) : null;
      const endTime = timing ? toIsoTime(timing.to) : null;
      return {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        instructor: { '@type': 'Person', name: trainer.trainerName },
        courseSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'P1W',
          scheduleTimezone: 'Asia/Kolkata',
          ...(byDay.length ? { byDay: byDay.map((d) => `https://schema.org/${d}`) } : {}),
          ...(startTime ? { startTime } : {}),
          ...(endTime ? { endTime } : {}),
        },
      };
    }),
  );
  const prices = trainers.flatMap((t) => batchesOf(t).flatMap((b) => b.sessions.map((s) => s.price ?? 0)));
  const lowest = prices.length ? Math.min(...prices) : 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.schemaTitle || course.courseName,
    description: course.metaDescription || course.courseHeading,
    url,
    provider: { '@type': 'Organization', name: provider.name, sameAs: provider.url },
    ...(instances.length ? { hasCourseInstance: instances } : {}),
    offers: {
      '@type': 'Offer',
      category: lowest > 0 ? 'Paid' : 'Free',
      price: lowest,
      priceCurrency: 'INR',
      url,
    },
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
  };
}

/** JSON for a <script> element: '<' escaped so no text in the data can close the script early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
