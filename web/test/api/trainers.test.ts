import { beforeAll, describe, expect, it } from 'vitest';
import {
  coursesSchema,
  errorSchema,
  trainerEntriesSchema,
  trainerSchema,
  type Course,
  type WireTrainerEntry,
} from '@/lib/contract';
import { slugify } from '@/lib/slug';
import { api } from '../http';

let courses: Course[];
let withTrainers: { course: Course; entries: WireTrainerEntry[] };

beforeAll(async () => {
  courses = coursesSchema.parse((await api('/api/course/courses')).body);
  for (const course of courses) {
    const entries = trainerEntriesSchema.parse(
      (await api(`/api/current/getTrainers/${encodeURIComponent(course.courseName)}`)).body,
    );
    if (entries.some((e) => e.courses[0]!.batches.length > 0)) {
      withTrainers = { course, entries };
      break;
    }
  }
});

describe('GET /api/current/getTrainers/{courseName}', () => {
  it('lists trainers with their batches for the course', () => {
    const { course, entries } = withTrainers;
    for (const entry of entries) {
      expect(entry.courses).toHaveLength(1);
      expect(entry.courses[0]!.courseDetails.courseName).toBe(course.courseName);
      expect(entry.trainerDetails.availableTrainerId).toBe(entry.id);
      expect(entry.availableBatchess).toEqual(entry.courses[0]!.batches.flatMap((b) => b.availableBatches));
    }
  });

  it('reads hyphens as spaces, URL-decodes and ignores case', async () => {
    const { course, entries } = withTrainers;
    const spellings = [
      course.courseName.toUpperCase().replace(/ /g, '-'),
      slugify(course.courseName),
      encodeURIComponent(`  ${course.courseName.toLowerCase()}  `),
    ];
    for (const spelling of spellings) {
      const { status, body } = await api(`/api/current/getTrainers/${spelling}`);
      expect(status, spelling).toBe(200);
      expect(trainerEntriesSchema.parse(body).map((e) => e.id)).toEqual(entries.map((e) => e.id));
    }
  });

  it('answers 404 for an unknown course', async () => {
    const { status, body } = await api('/api/current/getTrainers/no-such-course');
    expect(status).toBe(404);
    errorSchema.parse(body);
  });

  it.each(['%E0%A4%A', '%', '%zz'])('answers broken percent-encoding %s with 400, not 500', async (name) => {
    const { status, body } = await api(`/api/current/getTrainers/${name}`);
    expect(status).toBe(400);
    errorSchema.parse(body);
  });
});

describe('GET /api/current/getTrainer/{trainerId}', () => {
  it('returns trainerDetails and every course the trainer teaches', async () => {
    const id = withTrainers.entries[0]!.id;
    const { status, body } = await api(`/api/current/getTrainer/${id}`);
    expect(status).toBe(200);
    const trainer = trainerSchema.parse(body);
    expect(trainer.trainerDetails.availableTrainerId).toBe(id);
    expect(trainer.courses.map((c) => c.courseDetails.courseName)).toContain(withTrainers.course.courseName);
  });

  it.each([
    ['abc', 400],
    ['1.5', 400],
    ['-3', 400],
    ['0', 400],
    ['99999999999', 400],
    ['2147483000', 404],
  ])('answers %s with %i', async (id, expected) => {
    const { status, body } = await api(`/api/current/getTrainer/${id}`);
    expect(status).toBe(expected);
    errorSchema.parse(body);
  });
});

describe('GET /api/current/getTrainer/{courseId}/{batchId}', () => {
  it('returns the one trainer entry narrowed to the selected batch', async () => {
    const { course, entries } = withTrainers;
    const entry = entries.find((e) => e.courses[0]!.batches.length > 0)!;
    const batch = entry.courses[0]!.batches[0]!;
    const { status, body } = await api(`/api/current/getTrainer/${course.id}/${batch.batchId}`);
    expect(status).toBe(200);
    const list = trainerEntriesSchema.parse(body);
    expect(list).toHaveLength(1);
    expect(list[0]!.id).toBe(entry.id);
    expect(list[0]!.courses[0]!.batches).toEqual([batch]);
  });

  it('answers 404 when the batch belongs to another course, 400 for non-numeric parts', async () => {
    const { course, entries } = withTrainers;
    const batchId = entries[0]!.courses[0]!.batches[0]!.batchId;
    const other = courses.find((c) => c.id !== course.id)!;
    expect((await api(`/api/current/getTrainer/${other.id}/${batchId}`)).status).toBe(404);
    expect((await api(`/api/current/getTrainer/${course.id}/first`)).status).toBe(400);
    expect((await api(`/api/current/getTrainer/x/${batchId}`)).status).toBe(400);
  });
});
