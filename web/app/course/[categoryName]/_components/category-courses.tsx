'use client';

import { useDeferredValue, useState } from 'react';
import { CourseGrid } from '@/components/course-card/course-grid';
import type { CourseCardData } from '@/components/course-card/course-card';
import { StatusMessage } from '@/components/ui/status-message';
import styles from './category-courses.module.css';

type Props = { courses: (CourseCardData & { courseTitle: string })[] };

/** The category's courses, narrowed as the learner types; the first render (no search) is the full list. */
export function CategoryCourses({ courses }: Props) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = query
    ? courses.filter((c) => `${c.courseName} ${c.courseTitle} ${c.courseHeading}`.toLowerCase().includes(query))
    : courses;
  return (
    <>
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="category-search" className="visually-hidden">Search courses in this category</label>
        <input
          id="category-search"
          type="search"
          placeholder="Search for..."
          autoComplete="off"
          className={styles.input}
          value={search}
          onChange={(event) => setSearch(event.target.value.toLowerCase())}
        />
      </form>
      {shown.length === 0 ? (
        <StatusMessage>No courses found for this category.</StatusMessage>
      ) : (
        <CourseGrid courses={shown} label="Courses" />
      )}
    </>
  );
}
