'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import type { CourseStateAction } from '@/lib/staff/catalogue/courses';
import form from '@/components/ui/form.module.css';
import styles from '../catalogue.module.css';

const ASK = { archive: 'askArchive', restore: 'askRestore', delete: 'askDelete' } as const satisfies Record<
  CourseStateAction,
  string
>;

/** Archive or bring back a course, or delete one nobody has used yet (the server refuses otherwise). */
export function CourseStateActions({ id, archived }: { id: number; archived: boolean }) {
  const t = useTranslations('catalogueCourseForm.state');
  const say = useSaid();
  const localized = useLocalizedPath();
  const router = useRouter();
  const [busy, setBusy] = useState<CourseStateAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (action: CourseStateAction) => {
    if (!window.confirm(t(ASK[action]))) return;
    setBusy(action);
    setFailure(null);
    const result = await postStaffJson<{ deleted: boolean }>(`/api/staff/catalogue/courses/${id}/state`, { action });
    setBusy(null);
    if (!result.ok) return setFailure(result.message);
    if (result.body.deleted) router.push(localized(pages.staffCourses.path));
    else router.refresh();
  };
  const button = (action: CourseStateAction, label: string) => (
    <button
      type="button"
      className={`${buttons.outline} ${styles.button}`}
      disabled={busy !== null}
      aria-busy={busy === action}
      onClick={() => void act(action)}
    >
      {busy === action ? t('working') : label}
    </button>
  );
  return (
    <section className={styles.danger} aria-labelledby="course-state-heading">
      <h2 id="course-state-heading">{archived ? t('archived') : t('takeOff')}</h2>
      <div className={styles.rowActions}>
        {archived ? button('restore', t('restore')) : button('archive', t('archive'))}
        {button('delete', t('delete'))}
      </div>
      <p className={form.hint}>{t('hint')}</p>
      {failure && <p role="alert">{say(failure)}</p>}
    </section>
  );
}
