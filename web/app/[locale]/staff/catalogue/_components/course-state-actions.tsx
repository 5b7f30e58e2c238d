'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import type { CourseStateAction, CourseStatus } from '@/lib/staff/catalogue/courses';
import { PUBLISHING_GAPS, type PublishingGap } from '@/lib/staff/catalogue/publishing';
import form from '@/components/ui/form.module.css';
import styles from '../catalogue.module.css';

const ASK = {
  publish: 'askPublish',
  archive: 'askArchive',
  restore: 'askRestore',
  delete: 'askDelete',
} as const satisfies Record<CourseStateAction, string>;

/** What each status offers: a draft is published (or deleted), a course on offer archived, an archived one restored. */
const ACTIONS = {
  draft: ['publish', 'delete'],
  onOffer: ['archive', 'delete'],
  archived: ['restore', 'delete'],
} as const satisfies Record<CourseStatus, readonly CourseStateAction[]>;

const HEADING = { draft: 'draft', onOffer: 'takeOff', archived: 'archived' } as const;

/** The gaps a refused publish names (lib/staff/catalogue/publishing.ts), those this page knows only. */
const gapsOf = (body: unknown): PublishingGap[] => {
  const missing = (body as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? PUBLISHING_GAPS.filter((gap) => missing.includes(gap)) : [];
};

/**
 * Publish a draft, archive or bring back a course, or delete one nobody has used yet (the server refuses otherwise,
 * and a publish of a course that lacks something is refused with the list of what it lacks).
 */
export function CourseStateActions({ id, status }: { id: number; status: CourseStatus }) {
  const t = useTranslations('catalogueCourseForm.state');
  const say = useSaid();
  const localized = useLocalizedPath();
  const router = useRouter();
  const [busy, setBusy] = useState<CourseStateAction | null>(null);
  const [failure, setFailure] = useState<{ message: string; gaps: PublishingGap[] } | null>(null);
  const act = async (action: CourseStateAction) => {
    if (!window.confirm(t(ASK[action]))) return;
    setBusy(action);
    setFailure(null);
    const result = await postStaffJson<{ deleted: boolean }>(`/api/staff/catalogue/courses/${id}/state`, { action });
    setBusy(null);
    if (!result.ok) return setFailure({ message: result.message, gaps: 'body' in result ? gapsOf(result.body) : [] });
    if (result.body.deleted) router.push(localized(pages.staffCourses.path));
    else router.refresh();
  };
  const button = (action: CourseStateAction) => (
    <button
      key={action}
      type="button"
      className={`${action === 'publish' ? buttons.primary : buttons.outline} ${styles.button}`}
      disabled={busy !== null}
      aria-busy={busy === action}
      onClick={() => void act(action)}
    >
      {busy === action ? t('working') : t(action)}
    </button>
  );
  return (
    <section className={styles.danger} aria-labelledby="course-state-heading">
      <h2 id="course-state-heading">{t(HEADING[status])}</h2>
      <div className={styles.rowActions}>{ACTIONS[status].map(button)}</div>
      <p className={form.hint}>{status === 'draft' ? t('publishHint') : t('hint')}</p>
      {failure && (
        <div role="alert">
          {failure.gaps.length > 0 ? (
            <>
              <p>{t('notReady')}</p>
              <ul>
                {failure.gaps.map((gap) => (
                  <li key={gap}>{t(`missing.${gap}`)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{say(failure.message)}</p>
          )}
        </div>
      )}
    </section>
  );
}
