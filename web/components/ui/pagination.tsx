import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import styles from './pagination.module.css';
import { isPlainClick } from './plain-click';

type Props = {
  page: number;
  totalPages: number;
  /**
   * The address of a page: a real link, so paging works without JavaScript and crawlers reach every page. Given in
   * the page's language (/hi/course?page=2): the links are used as they are.
   */
  href: (page: number) => string;
  /** With JavaScript, a plain click can be handled in place (the catalogue swaps its list in a transition). */
  onNavigate?: (page: number) => void;
};

/** First, last and two either side of the current page: a 200-page catalogue stays a short row of links. */
export function pageWindow(page: number, totalPages: number): number[] {
  return [...new Set([1, totalPages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
}

/**
 * Previous, the page numbers and Next under a list of 50 (spec section 9). Nothing when there is one page. Rendered
 * on the server or in the browser: there, the part of the page that shows it sends the `pagination` namespace.
 */
export function Pagination({ page, totalPages, href, onNavigate }: Props) {
  const t = useTranslations('pagination');
  if (totalPages <= 1) return null;
  const link = (target: number, label: string, extra?: { rel?: string; current?: boolean }) => (
    <a
      href={href(target)}
      rel={extra?.rel}
      aria-current={extra?.current ? 'page' : undefined}
      className={styles.pageLink}
      onClick={
        onNavigate &&
        ((event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(target);
        })
      }
    >
      {label}
    </a>
  );
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {page > 1 ? link(page - 1, t('previous'), { rel: 'prev' }) : null}
      <ul className={styles.pageList}>
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && n - pages[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {link(n, String(n), { current: n === page })}
          </li>
        ))}
      </ul>
      {page < totalPages ? link(page + 1, t('next'), { rel: 'next' }) : null}
    </nav>
  );
}
