'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ALL_COURSES, catalogueHref } from '@/lib/routes/catalogue-params';
import { rememberCategory, useCatalogue } from './catalogue-state';
import styles from './catalogue.module.css';
import { useLocalizedPath } from '@/components/ui/page-link';
import { isPlainClick } from '@/components/ui/plain-click';

export type SidebarEntry = { name: string; label: string; slug: string; icon: string };

/**
 * 'All Courses' and the fetched categories. Each entry is a real link (crawlers and no-JS visitors follow it);
 * with JavaScript a click stores the choice and swaps the list in place, resetting search and page (spec 4). The
 * filters and sort stay as chosen.
 */
export function CategorySidebar({ entries }: { entries: SidebarEntry[] }) {
  const { state, navigate } = useCatalogue();
  const t = useTranslations('catalogue');
  const localized = useLocalizedPath();
  const navRef = useRef<HTMLElement>(null);
  // On phones the sidebar is a horizontal row of chips: bring the selected one into view (it may be off screen).
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [state.category]);
  // 'All Courses' is remembered under its English name, whatever the language it is shown in.
  const items = [{ name: ALL_COURSES, label: t('allCourses'), slug: '', icon: '' }, ...entries];
  return (
    <nav ref={navRef} aria-label={t('categoriesLabel')} className={styles.sidebar}>
      <ul className={styles.categoryList}>
        {items.map((item) => {
          const selected = (state.category ?? '') === item.slug;
          const next = { ...state, category: item.slug || null, search: '', page: 1 };
          return (
            <li key={item.name}>
              <a
                href={localized(catalogueHref(next))}
                className={styles.category}
                aria-current={selected ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  rememberCategory(item.name);
                  navigate(next);
                }}
              >
                {item.icon ? (
                  <Image src={item.icon} alt="" width={28} height={28} unoptimized className={styles.categoryIcon} />
                ) : (
                  <span className={styles.allIcon} aria-hidden="true" />
                )}
                <span>{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
