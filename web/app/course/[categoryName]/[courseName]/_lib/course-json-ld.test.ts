import { describe, expect, it } from 'vitest';
import type { Course, TrainerEntry } from '@/lib/backend';
import { courseJsonLd, scriptJson, toIsoTime } from './course-json-ld';

const course: Course = {
  id: 1, courseName: 'Guitar', courseTitle: 'Guitar', courseHeading: 'Play chords', categoryName: 'Dance and Music',
  category: 'Dance and Music', imageURL: null, courseRating: 4.4, ratingsCount: 12, studentsCount: 30,
  textWhatToLearn: '', metaTitle: 'Guitar classes', metaDescription: 'Learn guitar', schemaTitle: 'Guitar Course',
};
const batch = {
  batchId: 3, days: ['Mon', 'Wed'], courseType: 'Paid' as const, feeType: 'Session' as const,
  timings: [{ from: '06:00 PM', to: '07:00 PM' }],
  sessions: [{ name: 'Single Session', price: 599, originalPrice: 799, sessionsCount: 1 }],
  demoLink: null, trainerCourseDescription: null,
};
const trainer: TrainerEntry = {
  id: 7, trainerName: 'Rohan Deshmukh', timings: batch.timings,
  trainerDetails: { trainerName: 'Rohan Deshmukh', trainerImage: null, language: null, trainerCourseDescription: null, availableTrainerId: 7 },
  courses: [{ courseDetails: { courseName: 'Guitar', id: 1, categoryName: 'Dance and Music' }, batches: [batch] }],
};

describe('courseJsonLd', () => {
  it('describes the course, its batches, price in INR and rating', () => {
    const ld = courseJsonLd(course, [trainer], { name: 'Skills Academy', url: 'https://academy.example/' }, 'https://academy.example/course/x/guitar');
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Guitar Course',
      provider: { '@type': 'Organization', name: 'Skills Academy' },
      offers: { price: 599, priceCurrency: 'INR', category: 'Paid' },
      aggregateRating: { ratingValue: 4.4, ratingCount: 12 },
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          instructor: { name: 'Rohan Deshmukh' },
          courseSchedule: { byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'], startTime: '18:00:00', endTime: '19:00:00', scheduleTimezone: 'Asia/Kolkata' },
        },
      ],
    });
  });

  it('leaves out a rating nobody gave and marks a course without prices free', () => {
    const ld = courseJsonLd({ ...course, ratingsCount: 0 }, [], { name: 'A', url: 'https://a.example/' }, 'https://a.example/c');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('hasCourseInstance');
    expect(ld.offers).toMatchObject({ price: 0, category: 'Free' });
  });
});

describe('toIsoTime', () => {
  it('reads 12-hour clock times', () => {
    expect(toIsoTime('12:30 AM')).toBe('00:30:00');
    expect(toIsoTime('12:30 PM')).toBe('12:30:00');
    expect(toIsoTime('07:05 am')).toBe('07:05:00');
    expect(toIsoTime('soon')).toBeNull();
  });
});

describe('scriptJson', () => {
  it('cannot close the script element', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
