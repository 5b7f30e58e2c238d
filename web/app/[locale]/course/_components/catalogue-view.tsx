import { CourseGrid } from '@/components/course-card/course-grid';
import { capitalizeWords } from '@/components/ui/capitalize';
import { StatusMessage } from '@/components/ui/status-message';
import type { Category, CourseList } from '@/lib/backend';
import { cachedCategories, cachedCourseList } from '@/lib/backend/cached';
import { coursePath } from '@/lib/routes/pages';
import { slugify } from '@/lib/slug';
import { failedRead } from '../../../_lib/failed-read';
import { itemListJsonLd, JsonLd } from '../../../_lib/json-ld';
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
 * filtered or sorted one is rendered per request by /course.
 */
export async function CatalogueView({ state }: { state: CatalogueParams }) {
  const categories = await loadCategories();
  const selected = categories.find((c) => slugify(c.category) === state.category);
  let list: CourseList | null = null;
  try {
    // A category that is not (or no longer) in the catalogue, from an old link, matches nothing.
    list = state.category !== null && categories.length > 0 && !selected
      ? { courses: [], totalCourses: 0 }
      : await cachedCourseList(selected?.category ?? state.category ?? undefined, state.search || undefined, state.page,
        CATALOGUE_PAGE_SIZE, JSON.stringify(filterObject(undefined, state.filters)), state.sort, true);
  } catch (error) {
    await failedRead('[catalogue] courses could not be loaded', error);
  }
  const entries = categories.map((c) => ({
    name: c.category, label: capitalizeWords(c.category), slug: slugify(c.category), icon: c.icon,
  }));
  const totalPages = list ? Math.ceil(list.totalCourses / CATALOGUE_PAGE_SIZE) : 0;

  return (
    <CatalogueState state={state} categories={entries}>
      <div className={styles.layout}>
        <CategorySidebar entries={entries} />
        <div className={styles.main}>
          <CatalogueSearch key={`${state.category}|${state.search}`} />
          <CatalogueFiltersInPlace facets={list?.facets} />
          <section id="catalogue-results" aria-label="Courses" className={styles.results}>
            <PendingList>
              {!list ? (
                <StatusMessage tone="error">No Courses Available.</StatusMessage>
              ) : list.courses.length === 0 ? (
                <>
                  <StatusMessage>No courses found for this category.</StatusMessage>
                  {isFilteredState(state) ? <p className={styles.didYouMean}>Try fewer filters.</p> : null}
                  {list.didYouMean ? <DidYouMean suggestion={list.didYouMean} /> : null}
                </>
              ) : (
                <>
                  <JsonLd
                    data={itemListJsonLd(list.courses.map((c) => coursePath(c.categoryName, c.courseName)), (state.page - 1) * CATALOGUE_PAGE_SIZE + 1)}
                  />
                  <p className={styles.count}>
                    {list.totalCourses} {list.totalCourses === 1 ? 'course' : 'courses'}
                    {totalPages > 1 ? `, page ${state.page} of ${totalPages}` : ''}
                  </p>
                  <CourseGrid courses={list.courses} />
                  <CataloguePagination totalPages={totalPages} />
                </>
              )}
            </PendingList>
          </section>
        </div>
      </div>
    </CatalogueState>
  );
}
