import { notFound } from 'next/navigation';
import { decodeSegment } from '@/lib/http/params';
import { ALL_CATEGORIES, MAX_STORED_PAGE, pageNumber } from '@/lib/page-cache/static-views';
import { PLAIN_CATALOGUE } from '@/lib/routes/catalogue-params';
import { CataloguePage, catalogueMetadata } from '../../../../course/_components/catalogue-page';
import { mayBeCategory } from '../../../_lib/may-be-category';

// The catalogue without a search, as the proxy serves `/course?category=arts&page=3` (lib/page-cache/static-views.ts):
// each state rendered on its first request and kept until a write revalidates its tags.
export const unstable_paramMatching = { category: 'blocking', page: 'blocking' } as const;
export const instant = false;

export const generateMetadata = catalogueMetadata;

type Props = { params: Promise<{ category: string; page: string }> };

export default async function StoredCataloguePage({ params }: Props) {
  const { category, page } = await params;
  const number = pageNumber(page);
  // Only the addresses the proxy makes: a page from 1 to the last stored one, written the one way.
  if (number > MAX_STORED_PAGE || String(number) !== page) notFound();
  const slug = decodeSegment(category);
  if (slug !== ALL_CATEGORIES && !(await mayBeCategory(slug))) notFound();
  return (
    <CataloguePage state={{ ...PLAIN_CATALOGUE, category: slug === ALL_CATEGORIES ? null : slug, page: number }} />
  );
}
