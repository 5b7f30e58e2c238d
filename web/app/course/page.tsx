import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '../_lib/metadata';
import { CatalogueView } from './_components/catalogue-view';

// Blocking on purpose: the courses are part of the first HTML (crawlers and no-JS visitors see them inline, not
// in a streamed hidden chunk). Client transitions show 'Loading...' while the next list renders.
export const instant = false;

export const metadata: Metadata = pageMetadata({
  title: 'All Courses',
  description:
    'Browse every course of the academy by category: arts, dance and music, design, health and wellness, hobbies, technology and languages.',
  path: '/course',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function CataloguePage({ searchParams }: Props) {
  return (
    <PageShell title="Courses" lead="Pick a category or search, then open a course to meet its trainers and book a demo.">
      <CatalogueView searchParams={searchParams} />
    </PageShell>
  );
}
