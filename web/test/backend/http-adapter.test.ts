import { beforeAll, describe, expect, inject, it } from 'vitest';
import { httpBackend } from '@/lib/backend/http';
import { BackendNotFoundError, type AcademyBackend } from '@/lib/backend/types';
import type { Course, WireTrainerEntry } from '@/lib/contract';
import { trainerEntryFromWire, trainerFromWire } from '@/lib/backend/wire';
import { api } from '../http';

// Contract test: the HTTP adapter the pages use against another backend (ACADEMY_API_URL), pointed at this app's
// own API, must return exactly what the API answers when called directly, and validate it.
let backend: AcademyBackend;
let courses: Course[];
let withTrainers: { course: Course; entry: WireTrainerEntry };

const direct = async (path: string) => {
  const { status, body } = await api(path);
  expect(status, path).toBe(200);
  return body;
};

beforeAll(async () => {
  backend = httpBackend(`${inject('baseUrl')}/api/`); // a trailing slash must not matter
  courses = await direct('/api/course/courses');
  for (const course of courses) {
    const entries: WireTrainerEntry[] = await direct(
      `/api/current/getTrainers/${encodeURIComponent(course.courseName)}`,
    );
    const entry = entries.find((e) => e.courses[0]?.batches.length);
    if (entry) {
      withTrainers = { course, entry };
      break;
    }
  }
});

describe('httpBackend against the app API', () => {
  it('categories and all courses', async () => {
    expect(await backend.categories()).toEqual(await direct('/api/category/getCategories'));
    expect(await backend.allCourses()).toEqual(courses);
  });

  it('courseBySlug finds a course by any spelling of its name, and null for none', async () => {
    const course = courses.find((c) => c.courseName === 'C++ Programming')!;
    expect(await backend.courseBySlug('c++-programming')).toEqual(course);
    expect(await backend.courseBySlug(' C++ Programming ')).toEqual(course);
    expect(await backend.courseBySlug('no-such-course')).toBeNull();
  });

  it('listCourses with category, search and paging', async () => {
    const query = (q: Record<string, string>) => `/api/course/listCourses?${new URLSearchParams(q)}`;
    expect(await backend.listCourses({})).toEqual(await direct(query({ filter: '{}' })));
    expect(await backend.listCourses({ categoryName: 'Dance and Music', pageSize: 5, page: 2 })).toEqual(
      await direct(query({ filter: JSON.stringify({ categoryName: 'Dance and Music' }), page: '2', pageSize: '5' })),
    );
    const word = courses[0]!.courseName.split(' ')[0]!;
    const found = await backend.listCourses({ search: word });
    expect(found).toEqual(await direct(query({ filter: '{}', search: word })));
    expect(found.totalCourses).toBeGreaterThan(0);
  });

  it("trainers for a course, a trainer and a batch, read into the app's names", async () => {
    const { course, entry } = withTrainers;
    const entries = await backend.trainersForCourse(course.courseName);
    expect(entries).toEqual(
      (await direct(`/api/current/getTrainers/${encodeURIComponent(course.courseName)}`)).map(trainerEntryFromWire),
    );
    // The wire's availableBatchess and feetype stop at the adapter.
    const read = entries.find((e) => e.id === entry.id)!;
    expect(read.timings).toEqual(entry.availableBatchess);
    expect(read.courses[0]!.batches.map((b) => [b.feeType, b.timings])).toEqual(
      entry.courses[0]!.batches.map((b) => [b.feetype, b.availableBatches]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/availableBatchess|feetype/);
    expect(await backend.trainer(entry.id)).toEqual(
      trainerFromWire(await direct(`/api/current/getTrainer/${entry.id}`)),
    );
    const batchId = entry.courses[0]!.batches[0]!.batchId;
    expect(await backend.trainerForBatch(course.id, batchId)).toEqual(
      (await direct(`/api/current/getTrainer/${course.id}/${batchId}`)).map(trainerEntryFromWire),
    );
  });

  it('reviews and the review summary', async () => {
    const name = withTrainers.course.courseName;
    const list = await direct(
      `/api/reviews/listReviews?${new URLSearchParams({ filter: JSON.stringify({ courseName: name }) })}`,
    );
    expect(await backend.reviews(name)).toEqual(list.reviews);
    expect(await backend.reviewSummary(name)).toEqual(
      await direct(`/api/reviews/totalandavgcourse/${encodeURIComponent(name)}`),
    );
  });

  it('turns a 404 into BackendNotFoundError', async () => {
    const missing = await api('/api/current/getTrainer/99999999');
    expect(missing.status).toBe(404);
    await expect(backend.trainer(99999999)).rejects.toBeInstanceOf(BackendNotFoundError);
  });

  it('fails loudly, not with wrong data, when the backend is unreachable', async () => {
    await expect(httpBackend('http://127.0.0.1:9/api').categories()).rejects.toThrow();
  });
});
