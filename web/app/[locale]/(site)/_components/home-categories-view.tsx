'use client';

import { capitalizeWords } from '@/components/ui/capitalize';
import { LinkPending } from '@/components/ui/link-pending';
import { PageLink } from '@/components/ui/page-link';
import { categoryPath } from '@/lib/routes/pages';
import { HomeSection } from './home-section';
import styles from './home-categories.module.css';

/**
 * The category tiles' markup, a client component so that the page's data holds the categories (name and icon)
 * rather than the tiles' element tree. Its links lead to the pages in the reader's language; its one word of its own
 * (`allCoursesLabel`) comes from the server.
 */
/** A tile: the category's name (its address) and the name the page shows, in its language. */
type Tile = { category: string; icon: string; label: string };

export function HomeCategoriesView({
  title,
  allCoursesLabel,
  categories,
}: {
  title: string;
  allCoursesLabel: string;
  categories: Tile[];
}) {
  return (
    <HomeSection id="home-categories" title={title} allCoursesLabel={allCoursesLabel}>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.category}>
            <PageLink href={categoryPath(category.category)} className={styles.tile}>
              {/* The icons are SVGs, which next/image does not optimise: a plain image, without its markers. */}
              <img
                src={category.icon}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className={styles.icon}
              />
              <span>{capitalizeWords(category.label)}</span>
              <LinkPending />
            </PageLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
