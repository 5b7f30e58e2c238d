import type { Route } from 'next';
import Link from 'next/link';
import { capitalizeWords } from '@/components/ui/capitalize';
import { formatRating } from '@/components/ui/format-rating';
import { StarRating } from '@/components/ui/star-rating';
import type { Course } from '@/lib/backend';
import { categoryPath, coursePath, pages } from '@/lib/routes/pages';
import { breadcrumbListJsonLd, JsonLd, type Crumb } from '../../../../../_lib/json-ld';
import { ContactUsButton } from './contact-us-button';
import styles from './course-page.module.css';

const count = new Intl.NumberFormat('en-IN');

type TrailStep = Crumb & { path: Route | ReturnType<typeof categoryPath> | ReturnType<typeof coursePath> };

/** The way back from the course: Home, Courses, its category, then the course itself. */
function courseTrail(course: Course): TrailStep[] {
  return [
    { name: 'Home', path: pages.home.path },
    { name: 'Courses', path: pages.catalogue.path },
    { name: capitalizeWords(course.categoryName), path: categoryPath(course.categoryName) },
    { name: capitalizeWords(course.courseName), path: coursePath(course.categoryName, course.courseName) },
  ];
}

/**
 * Breadcrumb, name, heading, the rating in stars and the learner counts (spec "Course detail page"). Search engines
 * get the breadcrumb as a BreadcrumbList made from the same trail, so the two cannot disagree.
 */
export function CourseBanner({ course }: { course: Course }) {
  const trail = courseTrail(course);
  const { name } = trail[trail.length - 1]!;
  const students = course.studentsCount > 0 ? course.studentsCount : 0;
  return (
    <div className={styles.banner}>
      <div className={styles.bannerInner}>
        <JsonLd data={breadcrumbListJsonLd(trail)} />
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            {trail.map((crumb, index) =>
              index < trail.length - 1 ? (
                <li key={crumb.path}><Link href={crumb.path}>{crumb.name}</Link></li>
              ) : (
                <li key={crumb.path} aria-current="page">{crumb.name}</li>
              ),
            )}
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
