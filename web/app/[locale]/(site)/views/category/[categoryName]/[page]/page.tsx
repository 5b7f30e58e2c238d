import { notFound } from 'next/navigation';
import { MAX_STORED_PAGE, pageNumber } from '@/lib/page-cache/static-views';
import { routeSlug } from '@/lib/routes/route-slug';
import { CategoryView, categoryMetadata } from '../../../../course/[categoryName]/_components/category-view';

// The second and later pages of a category, as the proxy serves `/course/{category}?page=N`
// (lib/page-cache/static-views.ts): each rendered on its first request and kept until a write revalidates its tags.
export const unstable_paramMatching = { categoryName: 'blocking', page: 'blocking' } as const;
export const instant = false;

type Props = { params: Promise<{ categoryName: string; page: string }> };

async function pageOf(params: Props['params']) {
  const { categoryName, page } = await params;
  const number = pageNumber(page);
  // Only the addresses the proxy makes: a page from 2 to the last stored one, written the one way.
  if (number < 2 || number > MAX_STORED_PAGE || String(number) !== page) notFound();
  return { slug: routeSlug(categoryName), page: number };
}

export async function generateMetadata({ params }: Props) {
  const { slug, page } = await pageOf(params);
  return categoryMetadata(slug, page);
}

export default async function CategoryPageN({ params }: Props) {
  const { slug, page } = await pageOf(params);
  return <CategoryView slug={slug} page={page} />;
}
