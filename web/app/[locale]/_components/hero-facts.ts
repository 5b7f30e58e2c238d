import 'server-only';
import { cachedCategories, cachedCourseList } from '@/lib/backend/cached';
import type { HeroFacts } from './hero';
import { failedRead } from '../../_lib/failed-read';

/** 53 -> '50+', 7 -> '7', 10,240 -> '10,000+': a round figure that stays true as courses are added. */
export function roundedDown(count: number): string {
  if (count < 10) return String(count);
  const unit = 10 ** Math.floor(Math.log10(count));
  const rounded = Math.floor(count / unit) * unit;
  return `${rounded.toLocaleString('en-IN')}${rounded < count ? '+' : ''}`;
}

/** How many categories and courses the catalogue holds, as the hero shows them; null when it cannot be read. */
export async function heroFacts(): Promise<HeroFacts> {
  try {
    const [categories, list] = await Promise.all([cachedCategories(), cachedCourseList(undefined, undefined, 1, 1)]);
    return { categories: String(categories.length), courses: roundedDown(list.totalCourses) };
  } catch (error) {
    await failedRead('[home] the catalogue could not be counted', error);
    return null;
  }
}
