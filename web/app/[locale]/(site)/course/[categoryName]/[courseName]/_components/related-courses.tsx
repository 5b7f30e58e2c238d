import { getTranslations } from 'next-intl/server';
import { CourseGrid } from '@/components/course-card/course-grid';
import type { Course } from '@/lib/backend';
import styles from './course-page.module.css';

/** 'More Similar Courses / Related Courses' (the spec's heading): other courses of the same category, 4 per row on large screens. */
export async function RelatedCourses({ courses }: { courses: Course[] }) {
  if (courses.length === 0) return null;
  const t = await getTranslations('coursePage');
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.sectionTitle}>
        {t('related')}
      </h2>
      <CourseGrid columns={4} label={t('relatedLabel')} courses={courses} />
    </section>
  );
}
