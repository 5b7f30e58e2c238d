'use client';

import { catalogueHref } from './catalogue-params';
import { useCatalogue } from './catalogue-state';
import styles from './catalogue.module.css';

/** Page links under the grid: 50 courses a page, so larger catalogues stay reachable (and crawlable). */
export function CataloguePagination({ totalPages }: { totalPages: number }) {
  const { state, navigate } = useCatalogue();
  if (totalPages <= 1) return null;
  const go = (page: number) => ({ ...state, page });
  const link = (page: number, label: string, extra?: { rel?: string; current?: boolean }) => (
    <a
      href={catalogueHref(go(page))}
      rel={extra?.rel}
      aria-current={extra?.current ? 'page' : undefined}
      className={styles.pageLink}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(go(page));
        document.getElementById('catalogue-results')?.scrollIntoView({ block: 'start' });
      }}
    >
      {label}
    </a>
  );
  // First, last and two either side of the current page: a 200-page catalogue stays a short row of links.
  const pages = [...new Set([1, totalPages, ...[-2, -1, 0, 1, 2].map((d) => state.page + d)])]
    .filter((page) => page >= 1 && page <= totalPages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {state.page > 1 ? link(state.page - 1, 'Previous', { rel: 'prev' }) : null}
      <ul className={styles.pageList}>
        {pages.map((page, i) => (
          <li key={page}>
            {i > 0 && page - pages[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {link(page, String(page), { current: page === state.page })}
          </li>
        ))}
      </ul>
      {state.page < totalPages ? link(state.page + 1, 'Next', { rel: 'next' }) : null}
    </nav>
  );
}
