'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { deleteStaff } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import styles from '../catalogue.module.css';

/** Removes an empty category; the server refuses while it holds courses and says so. */
export function DeleteCategory({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm(`Delete the category ${name}?`)) return;
    setBusy(true);
    setFailure(null);
    const result = await deleteStaff(`/api/staff/catalogue/categories/${id}`);
    setBusy(false);
    if (result.ok) return router.push(pages.staffCategories.path);
    setFailure(result.message);
  };
  return (
    <section className={styles.danger} aria-labelledby="delete-category-heading">
      <h2 id="delete-category-heading">Delete</h2>
      <button type="button" className={`${buttons.outline} ${styles.button}`} disabled={busy} aria-busy={busy} onClick={() => void remove()}>
        {busy ? 'Deleting…' : 'Delete category'}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </section>
  );
}
