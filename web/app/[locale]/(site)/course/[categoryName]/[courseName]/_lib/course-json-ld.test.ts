import { describe, expect, it } from 'vitest';
import type { Batch, Course, TrainerEntry } from '@/lib/backend';
import { courseJsonLd } from './course-json-ld';
import { isoDuration, toIsoTime } from './course-schedule-json-ld';

const course: Course = {
  id: 1,
  courseName: 'Guitar',
  courseTitle: 'Guitar',
  courseHeading: 'Play chords',
  categoryName: 'Dance and Music',
  category: 'Dance and Music',
  imageURL: '/images/courses/guitar.svg',
  courseRating: 4.4,
  ratingsCount: 12,
  studentsCount: 30,
  textWhatToLearn: '',
  metaTitle: 'Guitar classes',
  metaDescription: 'Learn guitar',
  schemaTitle: 'Guitar Course',
};
const batch: Batch = {
  batchId: 3,
  days: ['Mon', 'Wed'],
  courseType: 'Paid',
  feeType: 'Session',
  timings: [{ from: '06:00 PM', to: '07:30 PM' }],
  sessions: [{ name: 'Single Session', price: 599, originalPrice: 799, sessionsCount: 1 }],
  demoLink: null,
  trainerCourseDescription: 'Chords first, then songs',
};
const trainerWith = (batches: Batch[], language: string[] | null = ['Hindi', 'English']): TrainerEntry => ({
  id: 7,
  trainerName: 'Rohan Deshmukh',
  timings: batch.timings,
  trainerDetails: {
    trainerName: 'Rohan Deshmukh',
    trainerImage: '/images/trainers/rohan.svg',
    language,
    trainerCourseDescription: null,
    availableTrainerId: 7,
  },
  courses: [{ courseDetails: { courseName: 'Guitar', id: 1, categoryName: 'Dance and Music' }, batches }],
});
const provider = { name: 'Skills Academy', url: 'https://academy.example/' };
const url = 'https://academy.example/course/dance-and-music/guitar';

describe('courseJsonLd', () => {
  it('describes the course, its batches, price in INR, languages, learners, rating and reviews', () => {
    const review = {
      id: 1,
      imageOfStudent: null,
      studentName: 'Asha',
      ratings: 5,
      reviewDescription: 'Lovely',
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    const ld = courseJsonLd(course, [trainerWith([batch]), trainerWith([], ['English'])], provider, url, [review]);
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Guitar Course',
      image: expect.stringMatching(/^https?:\/\/.+\/images\/courses\/guitar\.svg$/),
      provider: { '@type': 'Organization', name: 'Skills Academy', sameAs: 'https://academy.example/' },
      offers: { price: 599, priceCurrency: 'INR', category: 'Paid' },
      inLanguage: 'English',
      availableLanguage: ['English', 'Hindi'],
      totalHistoricalEnrollment: 30,
      aggregateRating: { ratingValue: 4.4, ratingCount: 12 },
      review: [{ author: { name: 'Asha' }, reviewRating: { ratingValue: 5 }, datePublished: review.createdAt }],
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          courseMode: 'Online',
          instructor: { '@type': 'Person', name: 'Rohan Deshmukh', description: 'Chords first, then songs' },
          courseSchedule: {
            byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'],
            repeatFrequency: 'Weekly',
            duration: 'PT1H30M',
            startTime: '18:00:00',
            endTime: '19:30:00',
            scheduleTimezone: 'Asia/Kolkata',
          },
        },
      ],
    });
    expect(ld.hasCourseInstance![0]!.instructor.image).toMatch(/^https?:\/\/.+\/images\/trainers\/rohan\.svg$/);
    // A batch paid per session has no set end: no count of weeks, no total hours.
    expect(ld.hasCourseInstance![0]!.courseSchedule).not.toHaveProperty('repeatCount');
    expect(ld.hasCourseInstance![0]).not.toHaveProperty('courseWorkload');
  });

  it('counts the weeks and hours of a batch sold as a whole course', () => {
    const whole: Batch = {
      ...batch,
      feeType: 'Course',
      days: ['Mon', 'Wed', 'Fri'],
      sessions: [{ name: 'Full Course', price: 9999, originalPrice: null, sessionsCount: 16 }],
    };
    const [instance] = courseJsonLd(course, [trainerWith([whole])], provider, url).hasCourseInstance!;
    expect(instance!.courseSchedule).toMatchObject({ repeatCount: 6, duration: 'PT1H30M' });
    expect(instance!.courseWorkload).toBe('PT24H');
  });

  it('says Partially Free when some batches cost nothing, Free when none costs anything', () => {
    const free: Batch = { ...batch, courseType: 'Free', feeType: null, sessions: [] };
    expect(courseJsonLd(course, [trainerWith([batch, free])], provider, url).offers).toMatchObject({
      category: 'Partially Free',
      price: 599,
    });
    expect(courseJsonLd(course, [trainerWith([free])], provider, url).offers).toMatchObject({
      category: 'Free',
      price: 0,
    });
  });

  it('leaves out what the data does not say: no offer or instances without batches, no rating nobody gave', () => {
    const ld = courseJsonLd({ ...course, ratingsCount: 0, studentsCount: 0, imageURL: null }, [], provider, url);
    for (const property of [
      'aggregateRating',
      'hasCourseInstance',
      'offers',
      'totalHistoricalEnrollment',
      'inLanguage',
      'review',
    ]) {
      expect(ld).not.toHaveProperty(property);
    }
    // Without its own picture, the course is shown with its category's cover, as on its card.
    expect(ld.image).toMatch(/\/images\/categories\/dance-and-music-cover\.svg$/);
  });
});

describe('toIsoTime and isoDuration', () => {
  it('reads 12-hour clock times', () => {
    expect(toIsoTime('12:30 AM')).toBe('00:30:00');
    expect(toIsoTime('12:30 PM')).toBe('12:30:00');
    expect(toIsoTime('07:05 am')).toBe('07:05:00');
    expect(toIsoTime('soon')).toBeNull();
  });

  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(45)).toBe('PT45M');
  });
});
