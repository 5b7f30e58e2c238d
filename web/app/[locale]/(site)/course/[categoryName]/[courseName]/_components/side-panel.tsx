import { getTranslations } from 'next-intl/server';
import type { TrainerEntry } from '@/lib/backend';
import { getSiteSettings } from '@/lib/content';
import type { CourseRef } from '../_lib/course-ref';
import { ShareLinks } from './share-links';
import { SidePanelEnrolment } from './side-panel-enrolment';
import styles from './course-page.module.css';

/** The sticky side panel: the enrolment form, share links and 'Call Us' with the footer's number from the CMS. */
export async function SidePanel({
  course,
  trainers,
  url,
}: {
  course: CourseRef;
  trainers: TrainerEntry[];
  url: string;
}) {
  const [{ contact }, t] = await Promise.all([getSiteSettings(), getTranslations('coursePage')]);
  return (
    <aside className={styles.sidePanel} aria-labelledby="side-panel-heading">
      <h2 id="side-panel-heading" className={styles.sidePanelTitle}>
        {t('sidePanelTitle')}
      </h2>
      <SidePanelEnrolment course={course} trainers={trainers} />
      <div className={styles.sideFooter}>
        <ShareLinks url={url} title={course.courseName} />
        <a className={styles.callUs} href={contact.phoneHref}>
          {t('callUs')} <span className={styles.callNumber}>{contact.phone}</span>
        </a>
      </div>
    </aside>
  );
}
