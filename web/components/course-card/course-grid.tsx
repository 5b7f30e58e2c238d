import { CourseCard, type CourseCardData } from './course-card';
import styles from './course-grid.module.css';

/** Only the fields a card shows: from a server component, the card's props are what goes into the page's data. */
export const cardData = (course: CourseCardData): CourseCardData => ({
  id: course.id,
  courseName: course.courseName,
  courseHeading: course.courseHeading,
  categoryName: course.categoryName,
  imageURL: course.imageURL,
  courseRating: course.courseRating,
  ratingsCount: course.ratingsCount,
});

/** A responsive grid of course cards (`columns={4}`: four per row on large screens); the first row's images load eagerly because they are above the fold. */
export function CourseGrid({ courses, label, columns }: { courses: CourseCardData[]; label?: string; columns?: 4 }) {
  return (
    <ul className={styles.grid} aria-label={label} data-columns={columns} data-testid="course-grid">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={cardData(course)} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}
