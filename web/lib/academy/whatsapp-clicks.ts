import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { indianDate } from '@/lib/india-time';

const { categories, courses, whatsappClicks } = tables;

/** A page as the click's address named it (lib/routes/clicked-page.ts): a catalogue page names its category and course. */
export type ClickedOn = { page: string; category?: string; course?: string };

/** Whether a catalogue page's category, and its course when it names one, exist (a course on offer). */
async function catalogueHas({ category, course }: ClickedOn): Promise<boolean> {
  if (category === undefined) return true;
  const db = await getDb();
  const [known] = course
    ? await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(categories, eq(courses.categoryId, categories.id))
        .where(and(eq(categories.slug, category), eq(courses.slug, course), isNull(courses.archivedAt)))
    : await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, category));
  return Boolean(known);
}

/**
 * Counts one press of the "Chat on WhatsApp" button on a page (issue 54), under the page and India's day: one
 * statement, so fifty at once add fifty. A made-up category or course counts nothing, so made-up addresses add no
 * rows. Returns whether it counted.
 */
export async function countWhatsappClick(on: ClickedOn, now = new Date()): Promise<boolean> {
  if (!(await catalogueHas(on))) return false;
  const db = await getDb();
  await db
    .insert(whatsappClicks)
    .values({ day: indianDate(now), page: on.page, clicks: 1 })
    .onConflictDoUpdate({
      target: [whatsappClicks.day, whatsappClicks.page],
      set: { clicks: sql`${whatsappClicks.clicks} + 1` },
    });
  return true;
}
