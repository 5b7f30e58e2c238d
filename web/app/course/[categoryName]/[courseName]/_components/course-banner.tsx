import Link from 'next/link';
import { capitalizeWords } from '@/components/ui/capitalize';
import { formatRating } from '@/components/ui/format-rating';
import { StarRating } from '@/components/ui/star-rating';
import type { Course } from '@/lib/backend';
import { categoryPath, pages } from '@/lib/routes/pages';
import { ContactUsButton } from './contact-us-button';
import styles from './course-page.module.css';

const count = new Intl.NumberFormat('en-IN');

/** Breadcrumb, name, heading, the rating in stars and the learner counts (spec "Course detail page"). */
export function CourseBanner({ course }: { course: Course }) {
  const name = capitalizeWords(course.courseName);
  const students = course.studentsCount > 0 ? course.studentsCount : 0;
  return (
    <div className={styles.banner}>
      <div className={styles.bannerInner}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li><Link href={pages.home.path}>Home</Link></li>
            <li><Link href={pages.catalogue.path}>Courses</Link></li>
            <li><Link href={categoryPath(course.categoryName)}>{capitalizeWords(course.categoryName)}</Link></li>
            <li aria-current="page">{name}</li>
          </ol>
        </nav>
        <h1 className={styles.courseName}>{name}</h1>
        <p className={styles.courseHeading}>{course.courseHeading}</p>
        <div className={styles.facts}>
          <span className={styles.rating}>
            <strong>{formatRating(course.courseRating)}</strong>
            <StarRating rating={course.courseRating} />
          </span>
          <span>{count.format(course.ratingsCount)} {course.ratingsCount === 1 ? 'rating' : 'ratings'}</span>
          <span>{count.format(students)} {students === 1 ? 'student' : 'students'}</span>
        </div>
        <ContactUsButton />
      </div>
    </div>
  );
}
