import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { StatusMessage } from '@/components/ui/status-message';
import { ChatAboutCourse } from '@/components/whatsapp-chat/whatsapp-chat';
import type { Course } from '@/lib/backend';
import { localizedPath } from '@/lib/i18n/locales';
import type { Namespace } from '@/lib/i18n/messages';
import { coursePath } from '@/lib/routes/pages';
import { JsonLd } from '@/app/_lib/json-ld';
import { absoluteUrl, siteName, siteUrl } from '@/app/_lib/metadata';
import { courseJsonLd } from '../_lib/course-json-ld';
import { loadCourseParts, type CoursePageData } from '../_lib/course-data';
import { CourseActionsProvider } from './course-actions';
import { DemoPickNotice } from './demo-pick-notice';
import { CourseBanner } from './course-banner';
import { InstructorCards } from './instructor-cards';
import { RelatedCourses } from './related-courses';
import { ReviewsSection } from './reviews/reviews-section';
import { SidePanel } from './side-panel';
import { WhatYouLearn } from './what-you-learn';
import styles from './course-page.module.css';

/**
 * What the page's client components read: the buttons, the forms and popups (and their Close), their timings and
 * prices, the reviews and their stars, the related courses' cards.
 */
const CLIENT_NAMESPACES = [
  'demoPick',
  'courseActions',
  'courseEnrolment',
  'courseSchedule',
  'courseReviews',
  'courseCard',
  'dialog',
  'starRating',
] as const satisfies readonly Namespace[];

/**
 * The schemas' and the API's messages the forms show (messages/{en,hi}/validation.json, the shared forms' namespace
 * 'validation'), in the page's language through useSaid.
 */
const SAID = ['validation'] as const satisfies readonly Namespace[];

/**
 * The course page under the header: every part server-rendered, the popups and forms as client leaves. `parts` are
 * given by the console's preview of a draft, whose trainers no public read returns.
 */
export async function CourseView({ course, parts }: { course: Course; parts?: CoursePageData }) {
  const [{ trainers, reviews, summary, related }, t, locale] = await Promise.all([
    parts ?? loadCourseParts(course),
    getTranslations('coursePage'),
    getLocale(),
  ]);
  const trainerList = trainers.ok ? trainers.value : [];
  const ref = { courseName: course.courseName, categoryName: course.categoryName };
  // This page's own address in its language: what the share links, the chat and the structured data name.
  const url = absoluteUrl(localizedPath(locale, coursePath(course.categoryName, course.courseName)));
  const provider = { name: siteName, url: siteUrl.toString() };
  const jsonLd = courseJsonLd(course, trainerList, provider, url, reviews.ok ? reviews.value : []);
  return (
    <WithMessages namespaces={CLIENT_NAMESPACES} said={SAID}>
      <CourseActionsProvider course={ref} trainers={trainerList}>
        <JsonLd data={jsonLd} />
        <ChatAboutCourse courseName={course.courseName} url={url} />
        <CourseBanner course={course} />
        <div className={styles.container}>
          <DemoPickNotice />
          <div className={styles.layout}>
            <section className={styles.instructors} aria-labelledby="instructors-heading">
              <h2 id="instructors-heading" className={styles.sectionTitle}>
                {t('instructors')}
              </h2>
              {trainers.ok ? (
                <InstructorCards trainers={trainers.value} />
              ) : (
                <StatusMessage tone="error">{t('trainersError')}</StatusMessage>
              )}
            </section>
            {/* Second in the source: on a phone the form follows the trainers it enrols with. */}
            <SidePanel course={ref} trainers={trainerList} url={url} />
            <section className={styles.learn} aria-labelledby="learn-heading">
              <h2 id="learn-heading" className={styles.sectionTitle}>
                {t('learn')}
              </h2>
              <WhatYouLearn html={course.textWhatToLearn} />
            </section>
            <div className={styles.reviews}>
              <ReviewsSection
                courseName={course.courseName}
                reviews={reviews.ok ? reviews.value : null}
                summary={summary.ok ? summary.value : null}
              />
            </div>
          </div>
          {related.ok && <RelatedCourses courses={related.value} />}
        </div>
      </CourseActionsProvider>
    </WithMessages>
  );
}
