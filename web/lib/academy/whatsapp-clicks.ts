import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { indianDate } from '@/lib/india-time';
import { findCategory, findCourse } from './catalogue';

const { whatsappClicks } = tables;

/** A page as the click's address named it (lib/routes/clicked-page.ts): a catalogue page names its category and course. */
export type ClickedOn = { page: string; category?: string; course?: string };

/**
 * Whether a catalogue page's category, and its course when it names one, are the catalogue's (the course on offer,
 * in that category): the lookups the catalogue's own pages use.
 */
async function catalogueHas({ category, course }: ClickedOn): Promise<boolean> {
  if (category === undefined) return true;
  const found = await findCategory(category);
  if (!found || found.slug !== category) return false;
  if (course === undefined) return true;
  const offered = await findCourse(course);
  return offered?.slug === course && offered.categoryId === found.id;
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
