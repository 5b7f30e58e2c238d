import { CourseCard, type CourseCardData } from './course-card';
import styles from './course-grid.module.css';

/** A responsive grid of course cards; the first row's images load eagerly because they are above the fold. */
export function CourseGrid({ courses, label }: { courses: CourseCardData[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid="course-grid">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}
