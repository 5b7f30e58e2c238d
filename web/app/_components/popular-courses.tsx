import Link from 'next/link';
import { connection } from 'next/server';
import { CourseGrid } from '@/components/course-card/course-grid';
import { StatusMessage } from '@/components/ui/status-message';
import { backend, type Course } from '@/lib/backend';
import section from './section.module.css';

const POPULAR_COUNT = 8;

/** Most-enrolled courses first, rating breaking ties: what most learners pick is a sensible first suggestion. */
function popular(courses: Course[]): Course[] {
  return [...courses]
    .sort((a, b) => b.studentsCount - a.studentsCount || b.courseRating - a.courseRating || a.id - b.id)
    .slice(0, POPULAR_COUNT);
}

export async function PopularCourses() {
  await connection();
  let courses: Course[];
  try {
    courses = popular(await backend.allCourses());
  } catch (error) {
    console.error('[home] courses could not be loaded', error);
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
