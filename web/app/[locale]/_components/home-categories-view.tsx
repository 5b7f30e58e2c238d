'use client';

import Link from 'next/link';
import { capitalizeWords } from '@/components/ui/capitalize';
import { LinkPending } from '@/components/ui/link-pending';
import type { Category } from '@/lib/backend';
import { categoryPath } from '@/lib/routes/pages';
import section from './section.module.css';
import styles from './home-categories.module.css';

/**
 * The category tiles' markup, a client component so that the page's data holds the categories (name and icon)
 * rather than the tiles' element tree.
 */
export function HomeCategoriesView({ title, categories }: { title: string; categories: Category[] }) {
  return (
    <section className={section.section} aria-labelledby="home-categories">
      <div className={section.header}>
        <h2 id="home-categories" className={section.title}>{title}</h2>
        <Link href="/course" className={section.link}>All Courses</Link>
      </div>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.category}>
            <Link href={categoryPath(category.category)} className={styles.tile}>
              {/* The icons are SVGs, which next/image does not optimise: a plain image, without its markers. */}
              <img src={category.icon} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.icon} />
              <span>{capitalizeWords(category.category)}</span>
              <LinkPending />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
