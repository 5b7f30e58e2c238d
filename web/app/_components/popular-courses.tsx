import Link from 'next/link';
import { CourseGrid } from '@/components/course-card/course-grid';
import { StatusMessage } from '@/components/ui/status-message';
import type { Course } from '@/lib/backend';
import { cachedPopularCourses } from '@/lib/backend/cached';
import section from './section.module.css';
import { failedRead } from '../_lib/failed-read';

const POPULAR_COUNT = 8;

export async function PopularCourses() {
  let courses: Course[];
  try {
    // Most-enrolled courses first, rating breaking ties: what most learners pick is a sensible first suggestion.
    courses = await cachedPopularCourses(POPULAR_COUNT);
  } catch (error) {
    await failedRead('[home] courses could not be loaded', error);
    return (
      <section className={section.section} aria-labelledby="home-popular">
        <h2 id="home-popular" className={section.title}>Popular courses</h2>
        <StatusMessage tone="error">No Courses Available.</StatusMessage>
      </section>
    );
  }
  if (courses.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby="home-popular">
      <div className={section.header}>
        <h2 id="home-popular" className={section.title}>Popular courses</h2>
        <Link href="/course" className={section.link}>View all courses</Link>
      </div>
      <CourseGrid courses={courses} label="Popular courses" />
    </section>
  );
}
