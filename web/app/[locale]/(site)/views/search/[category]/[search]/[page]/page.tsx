import { notFound } from 'next/navigation';
import { decodeSegment } from '@/lib/http/params';
import { ALL_CATEGORIES, MAX_STORED_PAGE, pageNumber, searchFromSegment } from '@/lib/page-cache/static-views';
import { parseCatalogueParams, PLAIN_CATALOGUE } from '@/lib/routes/catalogue-params';
import { CataloguePage, catalogueMetadata } from '../../../../../course/_components/catalogue-page';
import { mayBeCategory } from '../../../../_lib/may-be-category';

// A search of the catalogue, as the proxy serves `/course?search=kathak&category=dance-and-music`
// (lib/page-cache/static-views.ts): each rendered on its first request and kept until a write (a course, a review,
// the search synonyms) revalidates its tags.
export const unstable_paramMatching = { category: 'blocking', search: 'blocking', page: 'blocking' } as const;
export const instant = false;

export const generateMetadata = catalogueMetadata;

type Props = { params: Promise<{ category: string; search: string; page: string }> };

export default async function StoredSearchPage({ params }: Props) {
  const { category, search, page } = await params;
  const number = pageNumber(page);
  const text = searchFromSegment(search);
  // Only the addresses the proxy makes: a search as /course reads it, a page from 1 to the last stored one.
  if (
    number > MAX_STORED_PAGE ||
    String(number) !== page ||
    !text ||
    parseCatalogueParams({ search: text }).search !== text
  )
    notFound();
  const slug = decodeSegment(category);
  if (slug !== ALL_CATEGORIES && !(await mayBeCategory(slug))) notFound();
  return (
    <CataloguePage
      state={{ ...PLAIN_CATALOGUE, category: slug === ALL_CATEGORIES ? null : slug, search: text, page: number }}
    />
  );
}
