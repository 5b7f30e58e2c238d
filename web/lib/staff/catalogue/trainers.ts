import 'server-only';
import { and, asc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { conflict, invalid, notFound } from '@/lib/academy/errors';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, tables, type Tx } from '@/lib/db';
import { CONSOLE_EDIT, announceCatalogueChange } from '@/lib/db/catalogue-changes';
import { coursesWithIds, markCoursesChanged } from '@/lib/db/course-changes';
import type { BatchForm, TrainerForm } from '@/lib/validation/catalogue';
import { indianDate } from '@/lib/india-time';
import { clockNow } from '@/lib/clock';
import { audit } from '../audit';
import { rowCountsBy } from './row-counts';
import { touching, type Touched } from './touched';

const { batchTimings, batches, courses, priceOptions, trainerCourses, trainerDaysOff, trainers } = tables;

export type TrainerListing = { id: number; trainerName: string; trainerImage: string | null; courses: number };

/** Every trainer by name, with how many courses they teach. */
export async function listTrainersForConsole(): Promise<TrainerListing[]> {
  const db = await getDb();
  const taught = rowCountsBy(db, trainerCourses.trainerId, 'taught');
  const rows = await db
    .select({
      id: trainers.id,
      trainerName: trainers.trainerName,
      trainerImage: trainers.trainerImage,
      courses: taught.n,
    })
    .from(trainers)
    .leftJoin(taught, eq(taught.key, trainers.id))
    .orderBy(asc(trainers.trainerName), asc(trainers.id));
  return rows.map((row) => ({ ...row, courses: Number(row.courses ?? 0) }));
}

const languagesOf = (language: string[] | string | null) =>
  (Array.isArray(language) ? language : (language ?? '').split(',')).map((l) => l.trim()).filter(Boolean);

type Reader = Tx | Awaited<ReturnType<typeof getDb>>;

/**
 * The rows of a table whose `parent` column is one of `ids`, in the form's order (position, then id); none without a
 * query when there are no ids.
 */
async function inFormOrder<T extends PgTable & { id: AnyPgColumn; position: AnyPgColumn }>(
  q: Reader,
  table: T,
  parent: AnyPgColumn,
  ids: number[],
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  // Drizzle's select cannot type a generic table: the rows are the table's own.
  return (await q
    .select()
    .from(table as PgTable)
    .where(inArray(parent, ids))
    .orderBy(asc(table.position), asc(table.id))) as T['$inferSelect'][];
}

/** A trainer as the form edits it: their courses, each course's batches, each batch's timings and price options. */
export async function trainerForConsole(id: number, db: Reader | null = null): Promise<TrainerForm | null> {
  const q = db ?? (await getDb());
  const [trainer] = await q.select().from(trainers).where(eq(trainers.id, id));
  if (!trainer) return null;
  const links = await q
    .select()
    .from(trainerCourses)
    .where(eq(trainerCourses.trainerId, id))
    .orderBy(asc(trainerCourses.id));
  const linkIds = links.map((l) => l.id);
  const batchRows = await inFormOrder(q, batches, batches.trainerCourseId, linkIds);
  const batchIds = batchRows.map((b) => b.id);
  // One after another: inside a transaction this is one connection, which runs one statement at a time.
  const timings = await inFormOrder(q, batchTimings, batchTimings.batchId, batchIds);
  const options = await inFormOrder(q, priceOptions, priceOptions.batchId, batchIds);
  const batchForm = (b: tables.BatchRow): BatchForm => ({
    id: b.id,
    days: b.days as BatchForm['days'],
    feeType: b.feeType ?? 'Session',
    demoLink: b.demoLink ?? '',
    demoSeats: b.demoSeats,
    classLink: b.classLink ?? '',
    venue: b.venue ?? '',
    timings: timings.filter((t) => t.batchId === b.id).map((t) => ({ from: t.from, to: t.to })),
    sessions: options
      .filter((o) => o.batchId === b.id)
      .map((o) => ({
        name: o.name,
        price: o.price ?? 0,
        originalPrice: o.originalPrice ?? undefined,
        sessionsCount: o.sessionsCount ?? undefined,
      })),
  });
  // The days off still to come (issue 53): the past ones are history, kept but not edited.
  const daysOff = await q
    .select({ day: trainerDaysOff.day })
    .from(trainerDaysOff)
    .where(and(eq(trainerDaysOff.trainerId, id), gte(trainerDaysOff.day, indianDate(clockNow()))))
    .orderBy(asc(trainerDaysOff.day));
  return {
    trainerName: trainer.trainerName,
    trainerNameHi: trainer.trainerNameHi,
    trainerImage: trainer.trainerImage ?? '',
    language: languagesOf(trainer.language),
    email: trainer.email ?? '',
    daysOff,
    courses: links.map((l) => ({
      courseId: l.courseId,
      description: l.trainerCourseDescription ?? '',
      batches: batchRows.filter((b) => b.trainerCourseId === l.id).map(batchForm),
    })),
  };
}

const courseNames = async (tx: Tx, ids: number[]) =>
  ids.length
    ? (await tx.select({ name: courses.courseName }).from(courses).where(inArray(courses.id, ids))).map((c) => c.name)
    : [];

/**
 * Adds a trainer (id null) or changes one, with everything they teach, in one transaction: a course left out of the
 * form stops being taught (its batches go; enrolments keep their record), a batch kept by its id keeps the
 * enrolments that name it. The audit row holds the whole trainer before and after.
 */
export async function saveTrainer(
  staffId: number,
  id: number | null,
  form: TrainerForm,
  within?: Tx,
): Promise<{ id: number; touched: Touched }> {
  if (within) return writeTrainer(within, staffId, id, form);
  return (await getDb()).transaction((tx) => writeTrainer(tx, staffId, id, form));
}

async function writeTrainer(
  tx: Tx,
  staffId: number,
  id: number | null,
  form: TrainerForm,
): Promise<{ id: number; touched: Touched }> {
  const before = id === null ? null : await lockedTrainer(tx, id);
  await requireFreeName(tx, form.trainerName, id);
  const values = {
    trainerName: form.trainerName,
    trainerNameHi: form.trainerNameHi,
    trainerImage: form.trainerImage || null,
    language: form.language.length ? form.language : null,
    ...(form.email === undefined ? {} : { email: form.email.toLowerCase() || null }),
  };
  const trainerId = id ?? (await tx.insert(trainers).values(values).returning({ id: trainers.id }))[0]!.id;
  if (id !== null) await tx.update(trainers).set(values).where(eq(trainers.id, id));
  const wanted = form.courses.map((c) => c.courseId);
  await requireCourses(tx, wanted, before?.courses.map((c) => c.courseId) ?? []);
  await tx
    .delete(trainerCourses)
    .where(
      and(
        eq(trainerCourses.trainerId, trainerId),
        wanted.length ? notInArray(trainerCourses.courseId, wanted) : undefined,
      ),
    );
  for (const taught of form.courses) await saveTaughtCourse(tx, trainerId, taught);
  if (form.daysOff) await saveDaysOff(tx, trainerId, form.daysOff);
  await audit(tx, staffId, id === null ? 'trainer.create' : 'trainer.update', `trainer:${trainerId}`, {
    before,
    after: form,
  });
  await announceCatalogueChange(tx, CONSOLE_EDIT);
  const changed = [...new Set([...wanted, ...(before?.courses.map((c) => c.courseId) ?? [])])];
  await markCoursesChanged(tx, coursesWithIds(changed));
  const names = await courseNames(tx, changed);
  return { id: trainerId, touched: touching(...names) };
}

/**
 * Forms name a trainer by name (the contract's demo request does), so two trainers may not share one. Saves of the
 * same name queue on a lock of that name, so fifty at once still make one trainer.
 */
async function requireFreeName(tx: Tx, name: string, id: number | null): Promise<void> {
  const key = name.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trainer:${key}`}))`);
  const [other] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(sql`lower(${trainers.trainerName}) = ${key}`, id === null ? undefined : ne(trainers.id, id)))
    .limit(1);
  if (other)
    throw conflict('A trainer with this name already exists', {
      fields: { trainerName: 'A trainer with this name already exists' },
    });
}

async function lockedTrainer(tx: Tx, id: number): Promise<TrainerForm> {
  const [row] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, id)).for('update');
  if (!row) throw notFound('No such trainer');
  return (await trainerForConsole(id, tx))!;
}

/** Every course must exist; an archived one only when the trainer taught it already (it is kept, not added). */
async function requireCourses(tx: Tx, wanted: number[], taughtBefore: number[]): Promise<void> {
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: courses.id, archivedAt: courses.archivedAt })
    .from(courses)
    .where(inArray(courses.id, wanted))
    .for('share');
  const usable = new Set(found.filter((c) => c.archivedAt === null || taughtBefore.includes(c.id)).map((c) => c.id));
  const missing = wanted.findIndex((courseId) => !usable.has(courseId));
  if (missing >= 0)
    throw invalid('Choose a course from the list', {
      fields: { [`courses.${missing}.courseId`]: 'Choose a course from the list' },
    });
}

const PAST_DAY_OFF = 'A day off is today or later';

/** The trainer's days off from today on become the form's; the past ones stay as they were. */
async function saveDaysOff(tx: Tx, trainerId: number, daysOff: NonNullable<TrainerForm['daysOff']>): Promise<void> {
  const today = indianDate(clockNow());
  const past = daysOff.findIndex((d) => d.day < today);
  if (past >= 0) throw invalid(PAST_DAY_OFF, { fields: { [`daysOff.${past}.day`]: PAST_DAY_OFF } });
  const days = daysOff.map((d) => d.day);
  await tx
    .delete(trainerDaysOff)
    .where(
      and(
        eq(trainerDaysOff.trainerId, trainerId),
        gte(trainerDaysOff.day, today),
        days.length ? notInArray(trainerDaysOff.day, days) : undefined,
      ),
    );
  if (days.length)
    await tx
      .insert(trainerDaysOff)
      .values(days.map((day) => ({ trainerId, day })))
      .onConflictDoNothing();
}

async function saveTaughtCourse(tx: Tx, trainerId: number, taught: TrainerForm['courses'][number]): Promise<void> {
  const [link] = await tx
    .insert(trainerCourses)
    .values({ trainerId, courseId: taught.courseId, trainerCourseDescription: taught.description || null })
    .onConflictDoUpdate({
      target: [trainerCourses.trainerId, trainerCourses.courseId],
      set: { trainerCourseDescription: taught.description || null },
    })
    .returning({ id: trainerCourses.id });
  const linkId = link!.id;
  const existing = new Set(
    (await tx.select({ id: batches.id }).from(batches).where(eq(batches.trainerCourseId, linkId))).map((b) => b.id),
  );
  const kept = taught.batches
    .map((b) => b.id)
    .filter((batchId): batchId is number => batchId !== undefined && existing.has(batchId));
  await tx
    .delete(batches)
    .where(and(eq(batches.trainerCourseId, linkId), kept.length ? notInArray(batches.id, kept) : undefined));
  for (const [position, batch] of taught.batches.entries()) {
    const values = {
      trainerCourseId: linkId,
      days: batch.days,
      courseType: batch.sessions.some((s) => s.price > 0) ? ('Paid' as const) : ('Free' as const),
      feeType: batch.feeType,
      demoLink: batch.demoLink || null,
      position,
      // Left out of the save: kept (a new batch takes the table's defaults).
      ...(batch.demoSeats === undefined ? {} : { demoSeats: batch.demoSeats }),
      ...(batch.classLink === undefined ? {} : { classLink: batch.classLink || null }),
      ...(batch.venue === undefined ? {} : { venue: batch.venue || null }),
    };
    let batchId = batch.id !== undefined && existing.has(batch.id) ? batch.id : null;
    if (batchId === null) batchId = (await tx.insert(batches).values(values).returning({ id: batches.id }))[0]!.id;
    else await tx.update(batches).set(values).where(eq(batches.id, batchId));
    await tx.delete(batchTimings).where(eq(batchTimings.batchId, batchId));
    await tx.delete(priceOptions).where(eq(priceOptions.batchId, batchId));
    await tx
      .insert(batchTimings)
      .values(batch.timings.map((t, i) => ({ batchId: batchId!, from: t.from, to: t.to, position: i })));
    if (batch.sessions.length) {
      await tx.insert(priceOptions).values(
        batch.sessions.map((s, i) => ({
          batchId: batchId!,
          name: s.name,
          price: s.price,
          originalPrice: s.originalPrice ?? null,
          sessionsCount: s.sessionsCount ?? null,
          position: i,
        })),
      );
    }
  }
}
