'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { CourseGrid } from '@/components/course-card/course-grid';
import type { CourseCardData } from '@/components/course-card/course-card';
import { AskForCourse } from '@/components/ask-for-course/ask-for-course';
import { SearchSuggestions } from '@/components/search-suggestions/search-suggestions';
import { StatusMessage } from '@/components/ui/status-message';
import type { SearchSynonym } from '@/lib/academy/search/match';
import { CatalogueSearchForm } from '../../_components/catalogue-search-form';
import { useCourseSearch } from './use-course-search';
import styles from './category-courses.module.css';

type Props = {
  /** The category's slug: a submitted search runs in the catalogue, over every page of the category. */
  category: string;
  /** True when this page holds all of the category's courses, so filtering here misses nothing. */
  wholeCategory: boolean;
  courses: (CourseCardData & { courseTitle: string; courseHeading: string; courseRating: number })[];
  /** Marketing's search synonyms, so typing here finds what the catalogue's search finds. */
  synonyms: readonly SearchSynonym[];
  /** The filter panel, under the search box. */
  filters: ReactNode;
};

/**
 * The category's courses, narrowed in the browser as the learner types (spec section 4) by the site's search rules;
 * the first render (no search) is the full page. The box is a GET form into the catalogue: without JavaScript, or
 * when the category has more pages than this one, submitting searches the whole category on the server.
 */
export function CategoryCourses({ category, wholeCategory, courses, synonyms, filters }: Props) {
  const t = useTranslations('courseCategorySearch');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = useCourseSearch(courses, synonyms, query);
  return (
    <>
      <CatalogueSearchForm
        category={category}
        className={styles.search}
        onSubmit={(event) => {
          if (wholeCategory) event.preventDefault();
        }}
      >
        <SearchSuggestions
          id="category-search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          className={styles.input}
          category={category}
          value={search}
          onValueChange={(typed) => setSearch(typed.toLowerCase())}
        />
      </CatalogueSearchForm>
      {filters}
      {shown.length === 0 ? (
        query ? (
          // A search that found nothing names it and offers to ask the academy (issue 52).
          <>
            <StatusMessage>{t('emptyFor', { search: search.trim() })}</StatusMessage>
            <AskForCourse search={search.trim()} />
          </>
        ) : (
          <StatusMessage>{t('empty')}</StatusMessage>
        )
      ) : (
        <CourseGrid courses={shown} label={t('listLabel')} />
      )}
    </>
  );
}
