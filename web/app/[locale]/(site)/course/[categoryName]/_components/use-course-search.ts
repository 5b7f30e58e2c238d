'use client';

import { useEffect, useMemo, useState } from 'react';
import { buildCourseIndex } from '@/lib/academy/search/course-index';
import { hasIndianScript, isTransliteratorReady } from '@/lib/academy/search/indic-scripts';
import { rankCourses, synonymTable, type SearchSynonym } from '@/lib/academy/search/match';

type Searchable = { id: number; courseName: string; courseTitle: string; courseHeading: string; courseRating: number };

/**
 * The courses of the page that a query finds, best first, by the rules the server's search follows
 * (lib/academy/search): the spec's category page filters in the browser, so it runs the same matcher there. The
 * Indian-script reader is fetched the first time the query needs it.
 */
export function useCourseSearch<T extends Searchable>(
  courses: T[],
  synonyms: readonly SearchSynonym[],
  query: string,
): T[] {
  const index = useMemo(() => buildCourseIndex(courses), [courses]);
  const table = useMemo(() => synonymTable(synonyms), [synonyms]);
  const [scriptsReady, setScriptsReady] = useState(isTransliteratorReady);
  const needsScripts = hasIndianScript(query) && !scriptsReady;
  useEffect(() => {
    if (!needsScripts) return;
    let current = true;
    // Should the chunk fail to load, such a query keeps finding nothing, as it would on a server without the reader.
    void import('@/lib/academy/search/sanscript-reader').then(
      () => current && setScriptsReady(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsScripts]);
  return useMemo(() => {
    if (!query) return courses;
    const byId = new Map(courses.map((course) => [course.id, course]));
    return rankCourses(index, query, table)
      .map(({ id, rank }) => ({ course: byId.get(id)!, rank }))
      .sort((a, b) => a.rank - b.rank || b.course.courseRating - a.course.courseRating || a.course.id - b.course.id)
      .map(({ course }) => course);
    // scriptsReady: the same query reads differently once the reader is in.
  }, [courses, index, table, query, scriptsReady]);
}
