import { getTranslations } from 'next-intl/server';
import prose from '@/components/prose/course-html.module.css';
import { sanitizeCourseHtml } from '@/lib/academy/course-html';
import styles from './course-page.module.css';

/** The course's own HTML, cleaned on the server (see course-html.ts). */
export async function WhatYouLearn({ html }: { html: string }) {
  const clean = sanitizeCourseHtml(html).trim();
  if (!clean) return <p className={styles.empty}>{(await getTranslations('coursePage'))('syllabusSoon')}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the course HTML is cleaned by sanitize-html (lib/academy/course-html.ts) before it gets here
  return <div className={prose.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
