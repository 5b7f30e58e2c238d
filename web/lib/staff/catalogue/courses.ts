import 'server-only';
import { and, arrayContains, asc, count, eq, ilike, isNull } from 'drizzle-orm';
import { sanitizeCourseHtml } from '@/lib/academy/course-html';
import { conflict, invalid, notFound } from '@/lib/academy/errors';
import { getDb, tables, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { CONSOLE_EDIT, announceCatalogueChange } from '@/lib/db/catalogue-changes';
import { changedNow } from '@/lib/db/course-changes';
import { slugify } from '@/lib/slug';
import type { CourseForm } from '@/lib/validation/catalogue';
import { trainersForCourses } from '@/lib/academy/trainers';
import { audit } from '../audit';
import { rememberOldAddress } from './addresses';
import { NOT_READY, publishingGaps } from './publishing';
import { touching, type Touched } from './touched';

const { categories, contactEnquiries, courses, demoRequests, enrolments, leads, reviews, slugRedirects } = tables;

export const CONSOLE_PAGE_SIZE = 50;

/** Where a course stands: a draft only the console shows (issue 52), on offer, or archived (issue 29). */
export type CourseStatus = 'draft' | 'onOffer' | 'archived';

const statusOf = (row: { archivedAt: Date | null; publishedAt: Date | null }): CourseStatus =>
  row.archivedAt ? 'archived' : row.publishedAt ? 'onOffer' : 'draft';

export type CourseListing = {
  id: number;
  courseName: string;
  slug: string;
  categoryName: string;
  categorySlug: string;
  status: CourseStatus;
  studentsCount: number;
};

/** One page of courses by name, drafts and archived ones included and marked; `search` narrows by name. */
export async function listCoursesForConsole(
  search: string,
  page: number,
): Promise<{ courses: CourseListing[]; total: number }> {
  const db = await getDb();
  const where = search ? ilike(courses.courseName, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        courseName: courses.courseName,
        slug: courses.slug,
        categoryName: categories.name,
        categorySlug: categories.slug,
        archivedAt: courses.archivedAt,
        publishedAt: courses.publishedAt,
        studentsCount: courses.studentsCount,
      })
      .from(courses)
      .innerJoin(categories, eq(courses.categoryId, categories.id))
      .where(where)
      .orderBy(asc(courses.courseName), asc(courses.id))
      .limit(CONSOLE_PAGE_SIZE)
      .offset((page - 1) * CONSOLE_PAGE_SIZE),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return {
    courses: rows.map(({ archivedAt, publishedAt, ...row }) => ({
      ...row,
      status: statusOf({ archivedAt, publishedAt }),
    })),
    total: total!.n,
  };
}

export type EditedCourse = CourseForm & { id: number; slug: string; categorySlug: string; status: CourseStatus };

/** A course as its form edits it. */
export async function courseForConsole(id: number): Promise<EditedCourse | null> {
  const db = await getDb();
  const [row] = await db
    .select({ course: courses, categorySlug: categories.slug })
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(eq(courses.id, id));
  if (!row) return null;
  const c = row.course;
  return {
    id: c.id,
    slug: c.slug,
    categorySlug: row.categorySlug,
    status: statusOf(c),
    courseName: c.courseName,
    courseTitle: c.courseTitle,
    courseHeading: c.courseHeading,
    categoryId: c.categoryId,
    imageURL: c.imageURL ?? '',
    textWhatToLearn: c.textWhatToLearn,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    schemaTitle: c.schemaTitle,
    studentsCount: c.studentsCount,
    courseTitleHi: c.courseTitleHi,
    courseHeadingHi: c.courseHeadingHi,
    textWhatToLearnHi: c.textWhatToLearnHi,
    metaTitleHi: c.metaTitleHi,
    metaDescriptionHi: c.metaDescriptionHi,
  };
}

const nameTaken = () =>
  conflict('A course with this name already exists', {
    fields: { courseName: 'A course with this name already exists' },
  });

/** The stored columns of a form: the HTML cleaned as the page shows it, the slug from the name. */
const columnsOf = (form: CourseForm) => ({
  ...form,
  slug: slugify(form.courseName),
  imageURL: form.imageURL || null,
  textWhatToLearn: sanitizeCourseHtml(form.textWhatToLearn),
  textWhatToLearnHi: form.textWhatToLearnHi === undefined ? undefined : sanitizeCourseHtml(form.textWhatToLearnHi),
});

async function requireCategory(tx: Tx, id: number): Promise<void> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('share');
  if (!category) throw invalid('Choose a category', { fields: { categoryId: 'Choose a category' } });
}

/**
 * Adds a course (id null) or changes one. A rename moves its page: the old address is kept as a redirect. The audit
 * row holds the values before and after; a save that changes nothing writes nothing.
 */
export async function saveCourse(
  staffId: number,
  id: number | null,
  form: CourseForm,
): Promise<{ id: number; slug: string; touched: Touched }> {
  const db = await getDb();
  const values = columnsOf(form);
  try {
    return await db.transaction(async (tx) => {
      await requireCategory(tx, values.categoryId);
      if (id === null) {
        const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
        await rememberOldAddress(tx, 'course', row!.id, values.slug, values.slug);
        await audit(tx, staffId, 'course.create', `course:${row!.id}`, { after: values });
        await announceCatalogueChange(tx, CONSOLE_EDIT);
        return { id: row!.id, slug: values.slug, touched: touching(values.courseName) };
      }
      const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!before) throw notFound('No such course');
      const old = Object.fromEntries(Object.keys(values).map((key) => [key, before[key as keyof typeof before]]));
      // A Hindi text left out of the save (undefined) stays as stored.
      const changed = Object.entries(values).filter(([key, value]) => value !== undefined && old[key] !== value);
      if (changed.length === 0) return { id, slug: before.slug, touched: touching() };
      await tx
        .update(courses)
        .set({ ...values, ...changedNow })
        .where(eq(courses.id, id));
      await rememberOldAddress(tx, 'course', id, before.slug, values.slug);
      await audit(tx, staffId, 'course.update', `course:${id}`, {
        before: Object.fromEntries(changed.map(([key]) => [key, old[key]])),
        after: Object.fromEntries(changed),
      });
      await announceCatalogueChange(tx, CONSOLE_EDIT);
      return { id, slug: values.slug, touched: touching(before.courseName, values.courseName) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Whether anything a learner did names the course: then it is archived, never deleted. */
async function hasHistory(tx: Tx, id: number): Promise<boolean> {
  // One after another: a transaction is one connection, which runs one statement at a time.
  const uses = [
    tx.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, id)),
    tx.select({ n: count() }).from(reviews).where(eq(reviews.courseId, id)),
    tx.select({ n: count() }).from(demoRequests).where(eq(demoRequests.courseId, id)),
    tx.select({ n: count() }).from(contactEnquiries).where(eq(contactEnquiries.courseId, id)),
    tx
      .select({ n: count() })
      .from(leads)
      .where(arrayContains(leads.courseIds, [id])),
  ];
  for (const use of uses) {
    const [row] = await use;
    if (row!.n > 0) return true;
  }
  return false;
}

export type CourseStateAction = 'publish' | 'archive' | 'restore' | 'delete';

/**
 * Refuses to publish a draft that lacks something (publishing.ts), naming each gap. Read before the publishing
 * transaction: the trainers' reads are the public ones, outside it (the embedded database runs one transaction at a
 * time, and they would wait for it).
 */
async function requireReadyToPublish(id: number): Promise<void> {
  const db = await getDb();
  const [course] = await db
    .select({ imageURL: courses.imageURL, textWhatToLearn: courses.textWhatToLearn, publishedAt: courses.publishedAt })
    .from(courses)
    .where(eq(courses.id, id));
  if (!course) throw notFound('No such course');
  if (course.publishedAt) return;
  const trainers = (await trainersForCourses([id], { draftsToo: true })).get(id) ?? [];
  const missing = publishingGaps(course, trainers);
  if (missing.length) throw conflict(NOT_READY, { missing });
}

/**
 * Publishes a draft (it joins the catalogue), archives a course (it leaves the catalogue, its page answers 410),
 * brings it back, or deletes it. Publishing is refused while the course lacks a priced batch, a picture or a
 * what-you-learn; deleting once enrolments, reviews or leads name the course (they would go with it): archive it.
 */
export async function setCourseState(
  staffId: number,
  id: number,
  action: CourseStateAction,
): Promise<{ status: CourseStatus; deleted: boolean; touched: Touched }> {
  const db = await getDb();
  if (action === 'publish') await requireReadyToPublish(id);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!before) throw notFound('No such course');
    const touched = touching(before.courseName);
    if (action === 'publish') {
      // Published already (fifty clicks at once): nothing changes, no second audit row.
      if (before.publishedAt) return { status: statusOf(before), deleted: false, touched: touching() };
      const publishedAt = new Date();
      await tx
        .update(courses)
        .set({ publishedAt, ...changedNow })
        .where(eq(courses.id, id));
      await audit(tx, staffId, 'course.publish', `course:${id}`, {
        before: { publishedAt: null },
        after: { publishedAt },
      });
      await announceCatalogueChange(tx, CONSOLE_EDIT);
      return { status: statusOf({ ...before, publishedAt }), deleted: false, touched };
    }
    if (action === 'delete') {
      if (await hasHistory(tx, id)) {
        throw conflict(
          'Learners have enrolled in, reviewed or asked about this course: archive it instead, so their records keep it',
        );
      }
      await tx.delete(courses).where(eq(courses.id, id));
      await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, 'course'), eq(slugRedirects.targetId, id)));
      const { searchText: _s, ...kept } = before;
      await audit(tx, staffId, 'course.delete', `course:${id}`, { before: kept });
      await announceCatalogueChange(tx, CONSOLE_EDIT);
      return { status: statusOf(before), deleted: true, touched };
    }
    const archivedAt = action === 'archive' ? (before.archivedAt ?? new Date()) : null;
    const after = statusOf({ ...before, archivedAt });
    if ((archivedAt === null) === (before.archivedAt === null))
      return { status: after, deleted: false, touched: touching() };
    await tx
      .update(courses)
      .set({ archivedAt, ...changedNow })
      .where(eq(courses.id, id));
    await audit(tx, staffId, `course.${action}`, `course:${id}`, {
      before: { archivedAt: before.archivedAt },
      after: { archivedAt },
    });
    await announceCatalogueChange(tx, CONSOLE_EDIT);
    return { status: after, deleted: false, touched };
  });
}

/** Courses for the trainer form's course choice, by name: drafts too (a draft needs a trainer to be published). */
export async function courseChoices(): Promise<{ id: number; label: string }[]> {
  const db = await getDb();
  return db
    .select({ id: courses.id, label: courses.courseName })
    .from(courses)
    .where(isNull(courses.archivedAt))
    .orderBy(asc(courses.courseName));
}
