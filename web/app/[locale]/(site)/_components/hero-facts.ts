import 'server-only';
import { cachedCategories, cachedCourseList } from '@/lib/backend/cached';
import type { HeroFacts } from './hero';
import { failedRead } from '@/app/_lib/failed-read';

/** 53 -> 50 and more, 7 -> 7, 10,240 -> 10,000 and more: a round figure that stays true as courses are added. */
export function roundedDown(count: number): { figure: number; more: boolean } {
  if (count < 10) return { figure: count, more: false };
  const unit = 10 ** Math.floor(Math.log10(count));
  const figure = Math.floor(count / unit) * unit;
  return { figure, more: figure < count };
}

/** How many categories and courses the catalogue holds, as the hero shows them; null when it cannot be read. */
export async function heroFacts(): Promise<HeroFacts> {
  try {
    const [categories, list] = await Promise.all([cachedCategories(), cachedCourseList(undefined, undefined, 1, 1)]);
    return { categories: categories.length, courses: roundedDown(list.totalCourses) };
  } catch (error) {
    await failedRead('[home] the catalogue could not be counted', error);
    return null;
  }
}
