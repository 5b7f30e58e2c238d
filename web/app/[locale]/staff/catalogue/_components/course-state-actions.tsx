'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import type { CourseStateAction } from '@/lib/staff/catalogue/courses';
import form from '@/components/ui/form.module.css';
import styles from '../catalogue.module.css';

const ASK: Record<CourseStateAction, string> = {
  archive: 'Archive this course? It leaves the catalogue and its page answers "no longer offered"; its enrolments, reviews and leads keep it.',
  restore: 'Bring this course back into the catalogue?',
  delete: 'Delete this course for good? This cannot be undone.',
};

/** Archive or bring back a course, or delete one nobody has used yet (the server refuses otherwise). */
export function CourseStateActions({ id, archived }: { id: number; archived: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState<CourseStateAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (action: CourseStateAction) => {
    if (!window.confirm(ASK[action])) return;
    setBusy(action);
    setFailure(null);
    const result = await postStaffJson<{ deleted: boolean }>(`/api/staff/catalogue/courses/${id}/state`, { action });
    setBusy(null);
    if (!result.ok) return setFailure(result.message);
    if (result.body.deleted) router.push(pages.staffCourses.path);
    else router.refresh();
  };
  const button = (action: CourseStateAction, label: string) => (
    <button type="button" className={`${buttons.outline} ${styles.button}`} disabled={busy !== null} aria-busy={busy === action} onClick={() => void act(action)}>
      {busy === action ? 'Working…' : label}
    </button>
  );
  return (
    <section className={styles.danger} aria-labelledby="course-state-heading">
      <h2 id="course-state-heading">{archived ? 'Archived' : 'Take off the catalogue'}</h2>
      <div className={styles.rowActions}>
        {archived ? button('restore', 'Bring back') : button('archive', 'Archive')}
        {button('delete', 'Delete')}
      </div>
      <p className={form.hint}>A course learners enrolled in, reviewed or asked about can only be archived.</p>
      {failure && <p role="alert">{failure}</p>}
    </section>
  );
}
