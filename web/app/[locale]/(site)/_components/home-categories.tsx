import { getLocale, getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/backend';
import { cachedCategories } from '@/lib/backend/cached';
import { categoryNameIn } from '@/lib/academy/catalogue-words';
import { HomeCategoriesView } from './home-categories-view';
import { failedRead } from '@/app/_lib/failed-read';

/** Category tiles linking to each category page; hidden when the categories cannot be read (spec: logged only). */
export async function HomeCategories({ title }: { title: string }) {
  let categories: Category[];
  try {
    categories = await cachedCategories();
  } catch (error) {
    await failedRead('[home] categories could not be loaded', error);
    return null;
  }
  if (categories.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('homePage'), getLocale()]);
  return (
    <HomeCategoriesView
      title={title}
      allCoursesLabel={t('allCourses')}
      categories={categories.map((c) => ({ category: c.category, icon: c.icon, label: categoryNameIn(c, locale) }))}
    />
  );
}
