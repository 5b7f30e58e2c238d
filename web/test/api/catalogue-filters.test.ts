import { beforeAll, describe, expect, it } from 'vitest';
import { startMinutes } from '@/lib/academy/search/course-offers';
import { courseListSchema, coursesSchema, trainerEntriesSchema, type FacetCountsWire } from '@/lib/contract';
import { api } from '../http';

// Issue 31: the catalogue's filters and sort through the spec's listCourses (`filter` gains feeType, cost, price,
// language and time; `sort` and `facets=1` are additions). Each answer is checked against what the public API says
// of every course's batches and trainers, read course by course (getTrainers), so the index is checked against the
// catalogue itself. Runs on PGlite and PostgreSQL.
type Truth = {
  name: string;
  rating: number;
  fees: Set<string>;
  free: boolean;
  paid: boolean;
  lowest: number;
  languages: Set<string>;
  morning: boolean;
  evening: boolean;
  weekend: boolean;
};

let truth: Truth[] = [];

const list = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) => {
  const { status, body, text } = await api(
    `/api/course/listCourses?${new URLSearchParams({ filter: JSON.stringify(filter), pageSize: '100', ...extra })}`,
  );
  expect(status, text).toBe(200);
  return courseListSchema.parse(body);
};
const names = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
  (await list(filter, extra)).courses.map((course) => course.courseName).sort();
const expected = (keep: (course: Truth) => boolean) =>
  truth
    .filter(keep)
    .map((course) => course.name)
    .sort();

beforeAll(async () => {
  const courses = coursesSchema.parse((await api('/api/course/courses')).body);
  truth = await Promise.all(
    courses.map(async (course): Promise<Truth> => {
      const entries = trainerEntriesSchema.parse(
        (await api(`/api/current/getTrainers/${encodeURIComponent(course.courseName)}`)).body,
      );
      const batches = entries.flatMap((entry) => entry.courses.flatMap((offer) => offer.batches));
      const starts = batches.flatMap((batch) =>
        batch.availableBatches.map((timing) => startMinutes(timing.from) ?? -1),
      );
      const paidPrices = batches
        .filter((batch) => batch.courseType === 'Paid')
        .flatMap((batch) =>
          batch.sessions.flatMap((session) => (session.price && session.price > 0 ? [session.price] : [])),
        );
      const spoken = entries.flatMap((entry) => {
        const { language } = entry.trainerDetails;
        return (typeof language === 'string' ? language.split(',') : (language ?? []))
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean);
      });
      return {
        name: course.courseName,
        rating: course.courseRating,
        fees: new Set(batches.flatMap((batch) => (batch.feetype ? [batch.feetype] : []))),
        free: batches.some((batch) => batch.courseType === 'Free'),
        paid: batches.some((batch) => batch.courseType === 'Paid'),
        lowest: paidPrices.length > 0 ? Math.min(...paidPrices) : Infinity,
        languages: new Set(spoken),
        morning: starts.some((minutes) => minutes >= 0 && minutes < 12 * 60),
        evening: starts.some((minutes) => minutes >= 17 * 60),
        weekend: batches.some((batch) => batch.days.some((day) => /^(sat|sun)/i.test(day))),
      };
    }),
  );
}, 60_000);

describe('catalogue filters', () => {
  it('each filter keeps exactly the courses whose batches or trainers have that value', async () => {
    expect(truth.length).toBeGreaterThan(40);
    expect(await names({ feeType: ['Session'] })).toEqual(expected((c) => c.fees.has('Session')));
    expect(await names({ feeType: ['Month', 'Course'] })).toEqual(
      expected((c) => c.fees.has('Month') || c.fees.has('Course')),
    );
    expect(await names({ cost: 'free' })).toEqual(expected((c) => c.free));
    expect(await names({ cost: 'paid' })).toEqual(expected((c) => c.paid));
    expect(await names({ price: '500-999' })).toEqual(expected((c) => c.lowest >= 500 && c.lowest <= 999));
    expect(await names({ price: '2500-' })).toEqual(expected((c) => c.lowest >= 2500 && Number.isFinite(c.lowest)));
    expect(await names({ language: ['hindi'] })).toEqual(expected((c) => c.languages.has('hindi')));
    expect(await names({ time: ['morning'] })).toEqual(expected((c) => c.morning));
    expect(await names({ time: ['evening', 'weekend'] })).toEqual(expected((c) => c.evening || c.weekend));
    const combined = expected((c) => c.paid && c.weekend && c.languages.has('english') && c.fees.has('Month'));
    expect(combined.length).toBeGreaterThan(0);
    expect(await names({ cost: 'paid', time: ['weekend'], language: ['English'], feeType: ['Month'] })).toEqual(
      combined,
    );
    // Every filter value named above narrows something: none of them is the whole catalogue.
    expect(expected((c) => c.evening || c.weekend).length).toBeLessThan(truth.length);
  });

  it('filters narrow a category and a search', async () => {
    const arts = await names({ categoryName: 'Arts' });
    const artsWeekend = await names({ categoryName: 'Arts', time: ['weekend'] });
    expect(artsWeekend).toEqual(arts.filter((name) => truth.find((c) => c.name === name)!.weekend));
    const dance = await names({}, { search: 'dance' });
    const paidDance = await names({ cost: 'paid' }, { search: 'dance' });
    expect(paidDance.length).toBeGreaterThan(0);
    expect(paidDance).toEqual(dance.filter((name) => truth.find((c) => c.name === name)!.paid));
  });

  it('counts each value with the other filters applied, its own set aside', async () => {
    const all = (await list({}, { facets: '1' })).facets!;
    expect(all.feeType).toEqual({
      Session: expected((c) => c.fees.has('Session')).length,
      Month: expected((c) => c.fees.has('Month')).length,
      Course: expected((c) => c.fees.has('Course')).length,
    });
    expect(all.cost).toEqual({ free: expected((c) => c.free).length, paid: expected((c) => c.paid).length });
    expect(all.time.weekend).toBe(expected((c) => c.weekend).length);
    expect(all.language.find((entry) => entry.name === 'Hindi')?.count).toBe(
      expected((c) => c.languages.has('hindi')).length,
    );
    const chosen = await list({ feeType: ['Session'], cost: 'paid' }, { facets: '1' });
    const counts: FacetCountsWire = chosen.facets!;
    // Fee types are counted among paid courses (their own choice set aside); cost among Session courses.
    expect(counts.feeType.Month).toBe(expected((c) => c.paid && c.fees.has('Month')).length);
    expect(counts.cost.free).toBe(expected((c) => c.fees.has('Session') && c.free).length);
    expect(chosen.totalCourses).toBe(expected((c) => c.paid && c.fees.has('Session')).length);
    // Without facets=1 the answer is the spec's.
    expect((await list({})).facets).toBeUndefined();
  });

  it('sorts by price, rating and newest, and pages a sorted list without overlap', async () => {
    const byPrice = (await list({}, { sort: 'price' })).courses.map(
      (course) => truth.find((c) => c.name === course.courseName)!.lowest,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(byPrice.at(-1)).toBe(Infinity);
    const byRating = (await list({}, { sort: 'rating' })).courses.map((course) => course.courseRating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const newest = (await list({}, { sort: 'newest' })).courses.map((course) => course.id);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const first = await list({ cost: 'paid' }, { sort: 'price', pageSize: '10' });
    const second = await list({ cost: 'paid' }, { sort: 'price', pageSize: '10', page: '2' });
    expect(second.totalCourses).toBe(first.totalCourses);
    const seen = new Set(first.courses.map((course) => course.id));
    expect(second.courses.some((course) => seen.has(course.id))).toBe(false);
  });

  it('refuses a filter or sort it does not know with a 400 that says which, and changes nothing', async () => {
    const refused = async (filter: unknown, extra: Record<string, string> = {}) => {
      const { status, body } = await api(
        `/api/course/listCourses?${new URLSearchParams({ filter: JSON.stringify(filter), ...extra })}`,
      );
      expect(status).toBe(400);
      return JSON.stringify(body);
    };
    expect(await refused({ feeType: ['Weekly'] })).toContain('feeType');
    expect(await refused({ price: 'cheap' })).toContain('price must be a range of rupees');
    expect(await refused({ price: '900-100' })).toContain('price');
    expect(await refused({ time: 'evening' })).toContain('time');
    expect(await refused({ language: ['x'.repeat(61)] })).toContain('language');
    expect(await refused({ colour: 'red' })).toContain('colour');
    expect(await refused({}, { sort: 'random' })).toContain('sort must be one of relevance, rating, price, newest');
    expect(await refused({}, { facets: 'yes' })).toContain('facets must be 0 or 1');
  });
});
