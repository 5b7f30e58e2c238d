'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import type { Course } from '@/lib/backend';
import { capitalizeWords } from '@/components/ui/capitalize';
import { formatCount } from '@/components/ui/format-count';
import { isSvg } from '@/components/ui/is-svg';
import { formatRating } from '@/components/ui/format-rating';
import { PageLink } from '@/components/ui/page-link';
import { coursePath } from '@/lib/routes/pages';
import { courseImage } from './default-course-image';
import styles from './course-card.module.css';

export type CourseCardData = Pick<
  Course,
  'id' | 'courseName' | 'courseHeading' | 'categoryName' | 'imageURL' | 'courseRating' | 'ratingsCount'
>;

/** One line of text, not five drawn stars: a page of 50 cards stays light. */
function CardRating({ rating, count }: { rating: number; count: number }) {
  const t = useTranslations('courseCard');
  const locale = useLocale();
  if (count <= 0) return <p className={styles.rating}>{t('noRatings')}</p>;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className={styles.star}>
        ★
      </span>{' '}
      {t.rich('rated', {
        rating: formatRating(rating, locale),
        hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
      })}
      {/* One string: adjacent expressions would each become a text node (and a `<!-- -->` in the HTML). */}
      <span className={styles.ratingCount}>{` ${t('ratings', { count, shown: formatCount(count, locale) })}`}</span>
    </p>
  );
}

/**
 * Image, capitalised name, heading and the 'Know More' link to the course page (spec section 2, catalogue).
 * A client component: a grid of cards sends the browser only each card's data (see CourseGrid), not its markup.
 * Its words are the `courseCard` namespace's: a page showing cards sends it (<WithMessages>).
 */
export function CourseCard({ course, priority = false }: { course: CourseCardData; priority?: boolean }) {
  const t = useTranslations('courseCard');
  const name = capitalizeWords(course.courseName);
  const src = courseImage(course);
  const nameId = `course-card-${course.id}`;
  const picture = { className: styles.image, src, alt: '', width: 640, height: 360 };
  return (
    <article className={styles.card}>
      {isSvg(src) ? (
        // The catalogue's pictures are SVGs, which next/image would not optimise (it would only rasterise them):
        // a plain image with the same attributes, less next/image's own markers.
        // biome-ignore lint/a11y/useAltText: alt comes in the spread picture props
        <img
          {...picture}
          decoding="async"
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <Image {...picture} sizes="(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 300px" priority={priority} />
      )}
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
        <p className={styles.heading}>{course.courseHeading}</p>
        <CardRating rating={course.courseRating} count={course.ratingsCount} />
        <PageLink
          className={styles.more}
          href={coursePath(course.categoryName, course.courseName)}
          aria-describedby={nameId}
        >
          {t('knowMore')}
        </PageLink>
      </div>
    </article>
  );
}
