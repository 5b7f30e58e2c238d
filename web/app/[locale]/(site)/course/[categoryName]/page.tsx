import type { Metadata } from 'next';
import { routeSlug } from '@/lib/routes/route-slug';
import { CategoryView, categoryMetadata } from './_components/category-view';

// Blocking on purpose: the courses are part of the first HTML (crawlers and no-JS visitors see them inline, not
// in a streamed hidden chunk). Each category's first page is rendered on its first request (a build has no
// catalogue) and then stored until a write revalidates its tags; later pages come from app/views/category.
export const instant = false;
export const unstable_paramMatching = { categoryName: 'blocking' } as const;

type Props = { params: Promise<{ categoryName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(routeSlug((await params).categoryName), 1);
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryView slug={routeSlug((await params).categoryName)} page={1} />;
}
