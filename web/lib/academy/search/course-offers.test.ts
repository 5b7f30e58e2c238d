import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type CourseFilters } from './course-filters';
import { buildCourseOffers, filterCourses, startMinutes, type OfferRow } from './course-offers';

const course = (id: number, categoryId: number, parts: Partial<OfferRow>): OfferRow => ({
  id,
  categoryId,
  createdAt: id * 1000,
  batches: [],
  startTimes: [],
  lowestPrice: null,
  languages: [],
  ...parts,
});

const offers = buildCourseOffers([
  course(1, 1, {
    batches: [{ courseType: 'Paid', feeType: 'Session', days: ['Mon', 'Wed'] }],
    startTimes: ['06:00 AM'],
    lowestPrice: 499,
    languages: [['English', 'Hindi']],
  }),
  course(2, 1, {
    batches: [{ courseType: 'Paid', feeType: 'Month', days: ['Sat', 'Sun'] }],
    startTimes: ['07:00 PM'],
    lowestPrice: 2999,
    languages: ['hindi, Tamil'],
  }),
  course(3, 2, {
    batches: [{ courseType: 'Free', feeType: null, days: ['Sun'] }],
    startTimes: ['10:00 AM'],
    languages: [null],
  }),
  course(4, 2, {
    batches: [
      { courseType: 'Paid', feeType: 'Course', days: [] },
      { courseType: 'Free', feeType: null, days: [] },
    ],
    startTimes: ['05:00 PM', 'soon'],
    lowestPrice: 800,
    languages: [['Telugu']],
  }),
]);

const ids = (
  filters: Partial<CourseFilters>,
  sort: Parameters<typeof filterCourses>[4] = 'relevance',
  category: number | null = null,
) => filterCourses(offers, null, category, { ...NO_FILTERS, ...filters }, sort, false).kept.map((course) => course.id);

describe('course offers', () => {
  it("reads the academy's ways of writing a start time", () => {
    expect(startMinutes('06:00 AM')).toBe(360);
    expect(startMinutes('12:30 PM')).toBe(750);
    expect(startMinutes('12:00 AM')).toBe(0);
    expect(startMinutes('7 pm')).toBe(19 * 60);
    expect(startMinutes('18:30')).toBe(18 * 60 + 30);
    expect(startMinutes('soon')).toBeNull();
    expect(startMinutes('25:00')).toBeNull();
    expect(startMinutes('7m')).toBeNull();
    expect(startMinutes('6 a.m.')).toBe(360);
  });

  it("filters by fee type, free or paid, price range, language and timings, a facet's values with OR", () => {
    expect(ids({ feeTypes: ['Session', 'Course'] })).toEqual([1, 4]);
    expect(ids({ cost: 'free' })).toEqual([3, 4]);
    expect(ids({ cost: 'paid' })).toEqual([1, 2, 4]);
    expect(ids({ price: { min: 500, max: 999 } })).toEqual([4]);
    expect(ids({ price: { min: 2500, max: null } })).toEqual([2]);
    expect(ids({ languages: ['HINDI'] })).toEqual([1, 2]);
    expect(ids({ times: ['morning'] })).toEqual([1, 3]);
    expect(ids({ times: ['evening'] })).toEqual([2, 4]);
    expect(ids({ times: ['weekend'] })).toEqual([2, 3]);
    expect(ids({ cost: 'paid', times: ['evening'], languages: ['Telugu'] })).toEqual([4]);
    expect(ids({}, 'relevance', 2)).toEqual([3, 4]);
  });

  it('sorts by price (no price last) and newest', () => {
    const ranked = (sort: 'price' | 'newest') =>
      filterCourses(offers, null, null, NO_FILTERS, sort, false)
        .kept.sort((a, b) => a.rank - b.rank)
        .map((course) => course.id);
    expect(ranked('price')).toEqual([1, 4, 2, 3]);
    expect(ranked('newest')).toEqual([4, 3, 2, 1]);
  });

  it("counts each value with the other facets' filters applied, not its own", () => {
    const { counts, kept } = filterCourses(
      offers,
      null,
      null,
      { ...NO_FILTERS, feeTypes: ['Session'], times: ['weekend'] },
      'relevance',
      true,
    );
    expect(kept).toEqual([]);
    // Fee types among weekend courses (2: Month, 3: none); timings among Session courses (1: morning).
    expect(counts!.feeType).toEqual({ Session: 0, Month: 1, Course: 0 });
    expect(counts!.time).toEqual({ morning: 1, evening: 0, weekend: 0 });
    expect(counts!.cost).toEqual({ free: 0, paid: 0 });
    const all = filterCourses(offers, null, null, NO_FILTERS, 'relevance', true).counts!;
    expect(all.language).toEqual([
      { name: 'Hindi', count: 2 },
      { name: 'English', count: 1 },
      { name: 'Tamil', count: 1 },
      { name: 'Telugu', count: 1 },
    ]);
    expect(all.price).toEqual({ '0-499': 1, '500-999': 1, '1000-2499': 0, '2500-': 1 });
  });

  it("keeps a search's matches and ranks, and drops ids it does not know", () => {
    const kept = filterCourses(
      offers,
      [
        { id: 4, rank: 5 },
        { id: 99, rank: 1 },
        { id: 1, rank: 9 },
      ],
      null,
      NO_FILTERS,
      'relevance',
      false,
    ).kept;
    expect(kept).toEqual([
      { id: 4, rank: 5 },
      { id: 1, rank: 9 },
    ]);
  });
});
