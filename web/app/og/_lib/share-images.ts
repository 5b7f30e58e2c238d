import 'server-only';
import { cacheLife } from 'next/cache';
import { courseImage } from '@/components/course-card/default-course-image';
import { cardPicture } from '@/components/share-card/card-picture';
import { renderShareCard } from '@/components/share-card/render-share-card';
import type { ShareCardProps } from '@/components/share-card/share-card';
import { notFound } from '@/lib/academy/errors';
import { cachedCategories, cachedCourse, cachedCourseList, cachedTrainers } from '@/lib/backend/cached';
import { getSiteSettings, type SiteSettings } from '@/lib/content';
import { offersFree, startingPrice } from '@/lib/pricing';
import { feeWording } from '@/lib/price-words';
import { CATALOGUE_PAGE_SIZE } from '@/lib/routes/catalogue-params';
import { slugify } from '@/lib/slug';
import { siteUrl } from '../../_lib/metadata';

// What each share picture shows, read through the same cached, tagged reads as the pages (so a review or a price
// change reaches the picture when it reaches the page), then drawn once per distinct content: the drawing is cached
// under its own inputs, so a changed rating or price is a new entry and an unchanged one is never drawn again.

type CardContent = Omit<ShareCardProps, 'picture' | 'fontFamily'> & { image: string | null };

async function drawn(content: CardContent): Promise<Uint8Array> {
  'use cache';
  cacheLife('days');
  const { image, ...card } = content;
  return renderShareCard({ ...card, picture: await cardPicture(image) });
}

/** The academy's name and address at the card's top and foot. */
const brandOf = (site: SiteSettings) => ({ brandName: site.brandName, host: siteUrl.host });

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** As many names as fit in `max` characters, then "and more". */
function namesUpTo(names: string[], max: number): string | null {
  const shown: string[] = [];
  for (const name of names) {
    if ([...shown, name].join(' · ').length > max) return `${shown.join(' · ')} and more`;
    shown.push(name);
  }
  return shown.join(' · ') || null;
}

export async function courseShareImage(categorySlug: string, courseSlug: string): Promise<Uint8Array> {
  const course = await cachedCourse(courseSlug);
  if (!course || slugify(course.categoryName) !== categorySlug) throw notFound('No such course');
  const trainers = await cachedTrainers(course.courseName);
  const price = startingPrice(trainers);
  // Issue 52: 'Free classes' only where a free option exists, not for a course with no batch at all.
  const free = offersFree(trainers);
  return drawn({
    ...brandOf(await getSiteSettings()),
    eyebrow: course.categoryName,
    title: course.courseName,
    rating: { value: course.courseRating, count: course.ratingsCount },
    highlight: price.kind === 'paid' ? `From ${feeWording(price.price, price.feeType)}` : free ? 'Free classes' : null,
    detail: course.courseHeading,
    image: courseImage(course),
  });
}

export async function categoryShareImage(categorySlug: string): Promise<Uint8Array> {
  const category = (await cachedCategories()).find((c) => slugify(c.category) === categorySlug);
  if (!category) throw notFound('No such category');
  // The category page's own first page (the same cached entry): its count and its first courses.
  const list = await cachedCourseList(category.category, undefined, 1, CATALOGUE_PAGE_SIZE, '{}', 'relevance', true);
  return drawn({
    ...brandOf(await getSiteSettings()),
    eyebrow: 'Live classes, online and near you',
    title: `${category.category} Courses`,
    highlight: plural(list.totalCourses, 'course'),
    detail: namesUpTo(
      list.courses.map((c) => c.courseName),
      60,
    ),
    image: category.icon || null,
  });
}

export async function siteShareImage(): Promise<Uint8Array> {
  const [site, categories] = await Promise.all([getSiteSettings(), cachedCategories().catch(() => [])]);
  return drawn({
    ...brandOf(site),
    eyebrow: 'Live classes, online and near you',
    title: site.defaultSeo.title,
    highlight: 'Book a free demo class',
    detail: namesUpTo(
      categories.map((c) => c.category),
      60,
    ),
    image: null,
  });
}
