'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { deleteStaff } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import { useStaffAction } from '../../_components/use-staff-action';
import styles from '../catalogue.module.css';

/** Removes an empty category; the server refuses while it holds courses and says so. */
export function DeleteCategory({ id, name }: { id: number; name: string }) {
  const t = useTranslations('catalogueCategoryForm');
  const say = useSaid();
  const localized = useLocalizedPath();
  const router = useRouter();
  const { busy, failure, run } = useStaffAction();
  const remove = async () => {
    if (!window.confirm(t('deleteAsk', { name }))) return;
    await run(
      () => deleteStaff(`/api/staff/catalogue/categories/${id}`),
      () => router.push(localized(pages.staffCategories.path)),
    );
  };
  return (
    <section className={styles.danger} aria-labelledby="delete-category-heading">
      <h2 id="delete-category-heading">{t('deleteHeading')}</h2>
      <button
        type="button"
        className={`${buttons.outline} ${styles.button}`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void remove()}
      >
        {busy ? t('deleting') : t('delete')}
      </button>
      {failure && <p role="alert">{say(failure)}</p>}
    </section>
  );
}
