'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
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
    const response = await fetch(`/api/staff/catalogue/categories/${id}`, { method: 'DELETE' }).catch(() => null);
    setBusy(false);
    if (response?.ok) return router.push(pages.staffCategories.path);
    const answer = (await response?.json().catch(() => null)) as { error?: string } | null;
    setFailure(answer?.error ?? 'The category could not be deleted. Try again.');
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
