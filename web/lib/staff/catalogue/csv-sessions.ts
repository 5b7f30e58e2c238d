import 'server-only';
import { asc, count, inArray, max, sql } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import { taughtCourseSchema } from '@/lib/validation/catalogue';
import { insertInChunks, newIds, selectInChunks } from './csv-chunks';
import type { ImportPlan } from './csv-plan';
import { groupBatches, type BatchGroup, type SessionRowValue } from './csv-rows';
import type { ImportError } from './csv-table';
import { courseProblem, coursesBySlug } from './csv-trainers';
import { touching } from './touched';

const { batchTimings, batches, priceOptions, trainerCourses, trainers } = tables;

const lowerName = sql<string>`lower(${trainers.trainerName})`;
const pairKey = (trainerId: number, courseId: number) => `${trainerId}:${courseId}`;

async function trainersByName(tx: Tx, names: string[], lock: boolean): Promise<Map<string, number>> {
  const found = await selectInChunks(
    names.map((n) => n.toLowerCase()),
    (piece) => {
      const query = tx
        .select({ id: trainers.id, key: lowerName })
        .from(trainers)
        .where(inArray(lowerName, piece))
        .orderBy(asc(trainers.id));
      return lock ? query.for('share') : query;
    },
  );
  const ids = new Map<string, number>();
  for (const t of found) if (!ids.has(t.key)) ids.set(t.key, t.id);
  return ids;
}

type Link = { id: number; trainerId: number; courseId: number };

/** The trainer-course links among these pairs, by pair, with how many batches each has and the next position. */
async function linksOf(tx: Tx, pairs: { trainerId: number; courseId: number }[]) {
  const wanted = new Set(pairs.map((p) => pairKey(p.trainerId, p.courseId)));
  const links = (
    await selectInChunks(
      pairs.map((p) => p.trainerId),
      (piece) =>
        tx
          .select({ id: trainerCourses.id, trainerId: trainerCourses.trainerId, courseId: trainerCourses.courseId })
          .from(trainerCourses)
          .where(inArray(trainerCourses.trainerId, piece)),
    )
  ).filter((l) => wanted.has(pairKey(l.trainerId, l.courseId)));
  const stats = await selectInChunks(
    links.map((l) => l.id),
    (piece) =>
      tx
        .select({ linkId: batches.trainerCourseId, n: count(), last: max(batches.position) })
        .from(batches)
        .where(inArray(batches.trainerCourseId, piece))
        .groupBy(batches.trainerCourseId),
  );
  const statOf = new Map(stats.map((s) => [s.linkId, s]));
  return new Map(
    links.map((l): [string, Link & { batches: number; nextPosition: number }] => {
      const stat = statOf.get(l.id);
      return [
        pairKey(l.trainerId, l.courseId),
        { ...l, batches: stat?.n ?? 0, nextPosition: stat?.last == null ? 0 : stat.last + 1 },
      ];
    }),
  );
}

type PlannedBatch = { group: BatchGroup; trainerId: number; courseId: number };

/**
 * A sessions file adds batches to trainers who exist, for courses that exist and are not archived (the trainer's
 * link to the course is made when missing). Rows with the same trainer, course, fee type, days, times and demo
 * link are one batch; each row with a session name is one of its price options; a batch without any is free.
 */
export async function planSessions(tx: Tx, rows: SessionRowValue[], lock: boolean): Promise<ImportPlan> {
  const trainerIds = await trainersByName(
    tx,
    rows.map((r) => r.trainerName),
    lock,
  );
  const found = await coursesBySlug(
    tx,
    rows.map((r) => r.courseSlug),
    lock,
  );
  const errors: ImportError[] = [];
  const usable = rows.filter((row) => {
    const trainerMissing = !trainerIds.has(row.trainerName.toLowerCase());
    if (trainerMissing)
      errors.push({ line: row.line, column: 'trainerName', message: `No trainer is named "${row.trainerName}"` });
    const problem = courseProblem(found.get(row.courseSlug), row.courseName);
    if (problem) errors.push({ line: row.line, column: 'courseName', message: problem });
    return !trainerMissing && !problem;
  });
  const grouped = groupBatches(usable);
  errors.push(...grouped.errors);
  const planned: PlannedBatch[] = grouped.groups.map((group) => ({
    group,
    trainerId: trainerIds.get(group.first.trainerName.toLowerCase())!,
    courseId: found.get(group.first.courseSlug)!.id,
  }));
  const existing = await linksOf(tx, planned);
  errors.push(...batchLimitErrors(planned, existing));

  return {
    errors,
    creates: { batches: planned.length, sessions: planned.reduce((sum, p) => sum + p.group.options.length, 0) },
    write: async (writer) => {
      const missing = planned.filter((p) => !existing.has(pairKey(p.trainerId, p.courseId)));
      const newLinks = [
        ...new Map(
          missing.map((p) => [pairKey(p.trainerId, p.courseId), { trainerId: p.trainerId, courseId: p.courseId }]),
        ).values(),
      ];
      await insertInChunks(newLinks, (piece) =>
        writer.insert(trainerCourses).values(piece).onConflictDoNothing().returning({ id: trainerCourses.id }),
      );
      const links = newLinks.length ? await linksOf(writer, planned) : existing;
      const ids = await newIds(writer, 'batches', planned.length);
      const positions = new Map([...links].map(([key, link]) => [key, link.nextPosition]));
      const batchRows = planned.map((p, at) => {
        const key = pairKey(p.trainerId, p.courseId);
        const position = positions.get(key)!;
        positions.set(key, position + 1);
        const { batch } = p.group.first;
        return {
          id: ids[at]!,
          trainerCourseId: links.get(key)!.id,
          days: batch.days,
          courseType: p.group.options.some((o) => o.option.price > 0) ? ('Paid' as const) : ('Free' as const),
          feeType: batch.feeType,
          demoLink: batch.demoLink || null,
          position,
        };
      });
      await insertInChunks(batchRows, (piece) => writer.insert(batches).values(piece).returning({ id: batches.id }));
      const timings = planned.map((p, at) => ({
        batchId: ids[at]!,
        from: p.group.first.batch.timings[0]!.from,
        to: p.group.first.batch.timings[0]!.to,
        position: 0,
      }));
      await insertInChunks(timings, (piece) =>
        writer.insert(batchTimings).values(piece).returning({ id: batchTimings.id }),
      );
      const options = planned.flatMap((p, at) =>
        p.group.options.map(({ option }, position) => ({
          batchId: ids[at]!,
          name: option.name,
          price: option.price,
          originalPrice: option.originalPrice ?? null,
          sessionsCount: option.sessionsCount ?? null,
          position,
        })),
      );
      await insertInChunks(options, (piece) =>
        writer.insert(priceOptions).values(piece).returning({ id: priceOptions.id }),
      );
      return {
        ids,
        touched: touching(...new Set(planned.map((p) => found.get(p.group.first.courseSlug)!.courseName))),
      };
    },
  };
}

/** The trainer form's limit of batches per course holds after the import: the ones there and the file's together. */
function batchLimitErrors(planned: PlannedBatch[], existing: Map<string, { batches: number }>): ImportError[] {
  const byPair = new Map<string, PlannedBatch[]>();
  for (const p of planned) {
    const key = pairKey(p.trainerId, p.courseId);
    const list = byPair.get(key);
    if (list) list.push(p);
    else byPair.set(key, [p]);
  }
  const errors: ImportError[] = [];
  for (const [key, adding] of byPair) {
    const there = existing.get(key)?.batches ?? 0;
    const probe = adding.map((p) => ({ ...p.group.first.batch, sessions: p.group.options.map((o) => o.option) }));
    const limit = taughtCourseSchema.shape.batches.safeParse([
      ...Array<(typeof probe)[number]>(there).fill(probe[0]!),
      ...probe,
    ]);
    const tooMany = limit.success ? undefined : limit.error.issues.find((issue) => issue.code === 'too_big');
    if (!tooMany) continue;
    const first = adding[Math.max(0, Number(tooMany.maximum) - there)] ?? adding.at(-1)!;
    errors.push({
      line: first.group.first.line,
      column: 'courseName',
      message: `${tooMany.message} for one trainer and course`,
    });
  }
  return errors;
}
