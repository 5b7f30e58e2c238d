import type { Metadata } from 'next';
import { categoryPath } from '@/lib/routes/pages';
import { unslugify } from '@/lib/slug';
import { routeSlug } from '@/lib/routes/route-slug';
import { pageMetadata } from '../../_lib/metadata';
import { CategoryView } from './_components/category-view';

// Blocking on purpose: the courses are part of the first HTML (crawlers and no-JS visitors see them inline, not
// in a streamed hidden chunk). Client transitions show 'Loading...' while the next list renders.
export const instant = false;

type Props = { params: Promise<{ categoryName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = routeSlug((await params).categoryName);
  const name = unslugify(slug);
  return pageMetadata({
    title: `${name} Courses`,
    description: `${name} courses with live trainers, online or near you: compare trainers, timings and fees, and book a free demo class.`,
    path: categoryPath(slug),
  });
}

export default function CategoryPage({ params }: Props) {
  return <CategoryView params={params} />;
}
