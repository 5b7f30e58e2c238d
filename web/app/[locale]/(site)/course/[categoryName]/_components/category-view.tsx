import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cardData } from '@/components/course-card/course-grid';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { categoryNameIn, courseInLanguage } from '@/lib/academy/catalogue-words';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { PageShell } from '@/components/ui/page-shell';
import { Pagination } from '@/components/ui/pagination';
import { StatusMessage } from '@/components/ui/status-message';
import type { Category, CourseList } from '@/lib/backend';
import { cachedCategories, cachedCourseList } from '@/lib/backend/cached';
import { getSearchSynonyms } from '@/lib/content';
import { categoryPath, coursePath } from '@/lib/routes/pages';
import { slugify, unslugify } from '@/lib/slug';
import { itemListJsonLd, JsonLd } from '@/app/_lib/json-ld';
import { shareImagePaths } from '@/lib/routes/share-images';
import { pageMetadata, siteName } from '@/app/_lib/metadata';
import { CATALOGUE_PAGE_SIZE, PLAIN_CATALOGUE } from '@/lib/routes/catalogue-params';
import { CatalogueFilters } from '../../_components/catalogue-filters';
import { CategoryCourses } from './category-courses';
import { failedRead } from '@/app/_lib/failed-read';

/** The category's name as the page shows it: its Hindi name on a Hindi page when it has one, else its address's words. */
const titleOf = (category: Category | undefined, slug: string, locale: Locale) =>
  categoryNameIn({ category: unslugify(slug), hindi: category?.hindi }, locale);

type Loaded =
  | { kind: 'ok'; category: string; name: string; list: CourseList }
  | { kind: 'missing' }
  | { kind: 'error' };

/** One page of the category's courses, 50 at a time like the catalogue (spec section 9). */
async function load(slug: string, page: number, locale: Locale): Promise<Loaded> {
  try {
    const category = (await cachedCategories()).find((c) => slugify(c.category) === slug);
    if (!category) return { kind: 'missing' };
    const list = await cachedCourseList(
      category.category,
      undefined,
      page,
      CATALOGUE_PAGE_SIZE,
      '{}',
      'relevance',
      true,
    );
    return { kind: 'ok', category: slug, name: titleOf(category, slug, locale), list };
  } catch (error) {
    await failedRead(`[category] courses of ${slug} could not be loaded`, error);
    return { kind: 'error' };
  }
}

/** A category page's address: the first page is the category's own, later ones add `?page=N`. */
const pageAddress = (slug: string, page: number) =>
  page > 1 ? `${categoryPath(slug)}?page=${page}` : categoryPath(slug);

/** The title's name; a failed read is logged by the page's own load, and the title then says the address's words. */
async function shownName(slug: string, locale: Locale): Promise<string> {
  if (locale !== 'hi') return unslugify(slug);
  return titleOf(
    (await cachedCategories().catch(() => [])).find((c) => slugify(c.category) === slug),
    slug,
    locale,
  );
}

export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('courseCategory'), getLocale()]);
  const name = await shownName(slug, locale);
  return pageMetadata({
    title: page > 1 ? t('metaTitlePage', { name, page: formatCount(page, locale) }) : t('metaTitle', { name }),
    description: t('metaDescription', { name }),
    path: pageAddress(slug, page),
    shareImage: { url: shareImagePaths.category(slug), alt: t('shareAlt', { name, site: siteName }) },
  });
}

/**
 * One page of a category (its slug already matched trimmed and case-insensitively, spec section 2). Every read is
 * cached and tagged, and nothing here depends on the request, so the page is stored once rendered.
 */
export async function CategoryView({ slug, page }: { slug: string; page: number }) {
  const locale = await getLocale();
  const [result, t] = await Promise.all([load(slug, page, locale), getTranslations('courseCategory')]);
  const totalPages = result.kind === 'ok' ? Math.ceil(result.list.totalCourses / CATALOGUE_PAGE_SIZE) : 0;
  // A page past the last is no page (the first always exists, with its empty state when the category has none).
  if (result.kind === 'missing' || (result.kind === 'ok' && page > Math.max(1, totalPages))) notFound();
  return (
    <PageShell title={result.kind === 'ok' ? result.name : unslugify(slug)} lead={t('lead')}>
      {result.kind === 'error' ? (
        <StatusMessage tone="error">{t('error')}</StatusMessage>
      ) : (
        <>
          {result.list.courses.length > 0 && (
            <JsonLd
              data={itemListJsonLd(
                result.list.courses.map((c) => localizedPath(locale, coursePath(c.categoryName, c.courseName))),
                (page - 1) * CATALOGUE_PAGE_SIZE + 1,
              )}
            />
          )}
          {/* The search box's, the cards' and the filters' words travel with the page; the rest is rendered here. */}
          <WithMessages
            namespaces={['courseCategorySearch', 'searchSuggestions', 'courseCard', 'catalogueFilters', 'askForCourse']}
          >
            <CategoryCourses
              category={result.category}
              wholeCategory={totalPages <= 1}
              // Only what a card shows and the search reads crosses to the browser, not each course's long description.
              courses={result.list.courses
                .map((course) => courseInLanguage(course, locale))
                .map((course) => ({ ...cardData(course), courseTitle: course.courseTitle }))}
              synonyms={await getSearchSynonyms()}
              // The filters lead to the catalogue within this category (a GET to /course), with or without JavaScript.
              filters={<CatalogueFilters state={{ ...PLAIN_CATALOGUE, category: slug }} facets={result.list.facets} />}
            />
          </WithMessages>
          <Pagination page={page} totalPages={totalPages} href={(n) => localizedPath(locale, pageAddress(slug, n))} />
        </>
      )}
    </PageShell>
  );
}
