import Image from 'next/image';
import Link from 'next/link';
import { capitalizeWords } from '@/components/ui/capitalize';
import { LinkPending } from '@/components/ui/link-pending';
import type { Category } from '@/lib/backend';
import { cachedCategories } from '@/lib/backend/cached';
import { categoryPath } from '@/lib/routes/pages';
import section from './section.module.css';
import styles from './home-categories.module.css';
import { failedRead } from '../_lib/failed-read';

/** Category tiles linking to each category page; hidden when the categories cannot be read (spec: logged only). */
export async function HomeCategories() {
  let categories: Category[];
  try {
    categories = await cachedCategories();
  } catch (error) {
    await failedRead('[home] categories could not be loaded', error);
    return null;
  }
  if (categories.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby="home-categories">
      <div className={section.header}>
        <h2 id="home-categories" className={section.title}>Explore categories</h2>
        <Link href="/course" className={section.link}>All Courses</Link>
      </div>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.category}>
            <Link href={categoryPath(category.category)} className={styles.tile}>
              <Image src={category.icon} alt="" width={48} height={48} unoptimized className={styles.icon} />
              <span>{capitalizeWords(category.category)}</span>
              <LinkPending />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
