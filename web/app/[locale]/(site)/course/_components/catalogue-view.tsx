import { getLocale, getTranslations } from 'next-intl/server';
import { CourseGrid } from '@/components/course-card/course-grid';
import { AskForCourse } from '@/components/ask-for-course/ask-for-course';
import { WithMessages } from '@/components/i18n/with-messages';
import { capitalizeWords } from '@/components/ui/capitalize';
import { formatCount } from '@/components/ui/format-count';
import { StatusMessage } from '@/components/ui/status-message';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Category, CourseList } from '@/lib/backend';
import { cachedCategories, cachedCourseList } from '@/lib/backend/cached';
import { categoryNameIn, courseInLanguage } from '@/lib/academy/catalogue-words';
import { coursePath } from '@/lib/routes/pages';
import { slugify } from '@/lib/slug';
import { failedRead } from '@/app/_lib/failed-read';
import { itemListJsonLd, JsonLd } from '@/app/_lib/json-ld';
import { CATALOGUE_PAGE_SIZE, isFilteredState, type CatalogueParams } from '@/lib/routes/catalogue-params';
import { filterObject } from '@/lib/academy/search/course-filters';
import { CatalogueFiltersInPlace } from './catalogue-filters';
import { CataloguePagination } from './catalogue-pagination';
import { CatalogueSearch } from './catalogue-search';
import { CatalogueState, PendingList } from './catalogue-state';
import { CategorySidebar } from './category-sidebar';
import { DidYouMean } from './did-you-mean';
import styles from './catalogue.module.css';

async function loadCategories(): Promise<Category[]> {
  try {
    return await cachedCategories();
  } catch (error) {
    // Spec section 8: a category failure is logged only; the sidebar keeps just 'All Courses'.
    await failedRead('[catalogue] categories could not be loaded', error);
    return [];
  }
}

/**
 * The whole catalogue rendered on the server for one URL state, so crawlers see the courses of every state. Every
 * read is cached and tagged: a state without filters is stored as a page (app/views/catalogue, app/views/search), a
 * filtered or sorted one is rendered per request by /course. The browser gets the words of the search box, the
 * filters, the search suggestions, the cards and the page links; the rest is said here.
 */
export async function CatalogueView({ state }: { state: CatalogueParams }) {
  const [categories, t, locale] = await Promise.all([
    loadCategories(),
    getTranslations('cataloguePage'),
    getLocale() as Promise<Locale>,
  ]);
  const selected = categories.find((c) => slugify(c.category) === state.category);
  let list: CourseList | null = null;
  try {
    // A category that is not (or no longer) in the catalogue, from an old link, matches nothing.
    list =
      state.category !== null && categories.length > 0 && !selected
        ? { courses: [], totalCourses: 0 }
        : await cachedCourseList(
            selected?.category ?? state.category ?? undefined,
            state.search || undefined,
            state.page,
            CATALOGUE_PAGE_SIZE,
            JSON.stringify(filterObject(undefined, state.filters)),
            state.sort,
            true,
          );
  } catch (error) {
    await failedRead('[catalogue] courses could not be loaded', error);
  }
  const entries = categories.map((c) => ({
    name: c.category,
    label: capitalizeWords(categoryNameIn(c, locale)),
    slug: slugify(c.category),
    icon: c.icon,
  }));
  const totalPages = list ? Math.ceil(list.totalCourses / CATALOGUE_PAGE_SIZE) : 0;
  // A plural's count chooses the words; the figure shown is written the reader's way.
  const counted = (count: number) => ({ count, shown: formatCount(count, locale) });

  return (
    <WithMessages
      namespaces={['catalogue', 'catalogueFilters', 'searchSuggestions', 'courseCard', 'pagination', 'askForCourse']}
    >
      <CatalogueState state={state} categories={entries}>
        <div className={styles.layout}>
          <CategorySidebar entries={entries} />
          <div className={styles.main}>
            <CatalogueSearch key={`${state.category}|${state.search}`} />
            <CatalogueFiltersInPlace facets={list?.facets} />
            <section id="catalogue-results" aria-label={t('resultsLabel')} className={styles.results}>
              <PendingList>
                {!list ? (
                  <StatusMessage tone="error">{t('noCourses')}</StatusMessage>
                ) : list.courses.length === 0 ? (
                  <>
                    {/* A search that found nothing names what was searched (issue 52); a category or filters alone
                        keep the spec's words. */}
                    <StatusMessage>
                      {state.search.trim() ? t('noneFoundFor', { search: state.search.trim() }) : t('noneFound')}
                    </StatusMessage>
                    {isFilteredState(state) ? <p className={styles.didYouMean}>{t('fewerFilters')}</p> : null}
                    {list.didYouMean ? <DidYouMean suggestion={list.didYouMean} /> : null}
                    {state.search.trim() ? <AskForCourse search={state.search.trim()} /> : null}
                  </>
                ) : (
                  <>
                    <JsonLd
                      data={itemListJsonLd(
                        list.courses.map((c) => localizedPath(locale, coursePath(c.categoryName, c.courseName))),
                        (state.page - 1) * CATALOGUE_PAGE_SIZE + 1,
                      )}
                    />
                    <p className={styles.count}>
                      {totalPages > 1
                        ? t('countPaged', {
                            ...counted(list.totalCourses),
                            page: formatCount(state.page, locale),
                            pages: formatCount(totalPages, locale),
                          })
                        : t('count', counted(list.totalCourses))}
                    </p>
                    <CourseGrid courses={list.courses.map((course) => courseInLanguage(course, locale))} />
                    <CataloguePagination totalPages={totalPages} />
                  </>
                )}
              </PendingList>
            </section>
          </div>
        </div>
      </CatalogueState>
    </WithMessages>
  );
}
