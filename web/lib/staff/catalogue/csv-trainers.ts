import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import { chunked, insertInChunks, selectInChunks } from './csv-chunks';
import type { ImportPlan } from './csv-plan';
import type { TrainerRowValue } from './csv-rows';
import type { ImportError } from './csv-table';
import { touching } from './touched';

const { courses, trainerCourses, trainers } = tables;

export type CourseFound = { id: number; slug: string; courseName: string; archivedAt: Date | null };

/** The courses with these slugs, by slug; with `lock`, held (FOR SHARE) so none is archived or deleted meanwhile. */
export async function coursesBySlug(tx: Tx, slugs: string[], lock: boolean): Promise<Map<string, CourseFound>> {
  const columns = {
    id: courses.id,
    slug: courses.slug,
    courseName: courses.courseName,
    archivedAt: courses.archivedAt,
  };
  const found = await selectInChunks(slugs, (piece) => {
    const query = tx.select(columns).from(courses).where(inArray(courses.slug, piece));
    return lock ? query.for('share') : query;
  });
  return new Map(found.map((c) => [c.slug, c]));
}

/** Why a row may not use this course (it does not exist, or it is archived), or null. */
export function courseProblem(course: CourseFound | undefined, name: string): string | null {
  if (!course) return `No course is named "${name}"`;
  if (course.archivedAt) return `The course "${course.courseName}" is archived`;
  return null;
}

const nameKey = (name: string) => name.trim().toLowerCase();
const lowerName = sql<string>`lower(${trainers.trainerName})`;

/**
 * The trainer names taken (lower-cased). With `lock`, each name is first locked as the trainer form's save locks it
 * (lib/staff/catalogue/trainers.ts), in one order so two imports cannot deadlock: a trainer saved meanwhile under
 * one of the names waits, and then finds it taken.
 */
async function takenNames(tx: Tx, keys: string[], lock: boolean): Promise<Set<string>> {
  if (lock) {
    for (const piece of chunked([...new Set(keys)].sort(), 1_000)) {
      const names = sql.join(
        piece.map((key) => sql`(${`trainer:${key}`})`),
        sql`, `,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(k)) from (values ${names}) as t(k) order by k`);
    }
  }
  const found = await selectInChunks(keys, (piece) =>
    tx.select({ key: lowerName }).from(trainers).where(inArray(lowerName, piece)),
  );
  return new Set(found.map((row) => row.key));
}

/**
 * A trainers file adds trainers, each with the courses they teach (which must exist and not be archived) and one
 * description for those courses. A name another trainer has (any case), or an earlier row, is refused: forms and
 * the contract's demo requests name a trainer by name.
 */
export async function planTrainers(tx: Tx, rows: TrainerRowValue[], lock: boolean): Promise<ImportPlan> {
  const taken = await takenNames(
    tx,
    rows.map((r) => nameKey(r.trainerName)),
    lock,
  );
  const found = await coursesBySlug(
    tx,
    rows.flatMap((r) => r.courses.map((c) => c.slug)),
    lock,
  );
  const errors: ImportError[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const key = nameKey(row.trainerName);
    const earlier = firstLine.get(key);
    if (taken.has(key))
      errors.push({ line: row.line, column: 'trainerName', message: 'A trainer with this name already exists' });
    else if (earlier !== undefined)
      errors.push({
        line: row.line,
        column: 'trainerName',
        message: `A trainer with this name is already on line ${earlier} of the file`,
      });
    else firstLine.set(key, row.line);
    const problem = row.courses.map((c) => courseProblem(found.get(c.slug), c.name)).find(Boolean);
    if (problem) errors.push({ line: row.line, column: 'courses', message: problem });
  }

  return {
    errors,
    creates: { trainers: rows.length },
    write: async (writer) => {
      const values = rows.map((row) => ({
        trainerName: row.trainerName,
        trainerNameHi: row.trainerNameHi,
        trainerImage: row.trainerImage || null,
        language: row.language.length ? row.language : null,
      }));
      const added = await insertInChunks(values, (piece) =>
        writer.insert(trainers).values(piece).returning({ id: trainers.id, trainerName: trainers.trainerName }),
      );
      const idOf = new Map(added.map((t) => [nameKey(t.trainerName), t.id]));
      const taught = rows.flatMap((row) =>
        row.courses.map((c) => ({
          trainerId: idOf.get(nameKey(row.trainerName))!,
          courseId: found.get(c.slug)!.id,
          trainerCourseDescription: row.description || null,
        })),
      );
      await insertInChunks(taught, (piece) =>
        writer.insert(trainerCourses).values(piece).returning({ id: trainerCourses.id }),
      );
      const names = [...new Set(rows.flatMap((row) => row.courses.map((c) => found.get(c.slug)!.courseName)))];
      return { ids: added.map((t) => t.id), touched: touching(...names) };
    },
  };
}
