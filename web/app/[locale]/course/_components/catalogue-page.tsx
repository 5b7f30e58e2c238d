import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { getCataloguePage } from '@/lib/content';
import type { CatalogueParams } from '@/lib/routes/catalogue-params';
import { pageMetadata } from '../../../_lib/metadata';
import { CatalogueView } from './catalogue-view';

/** One address for every state of the catalogue: a filtered or paged list is a view of /course, not a page of its own. */
export const catalogueMetadata = (): Promise<Metadata> =>
  pageMetadata({
  title: 'All Courses',
  description:
    'Browse every course of the academy by category: arts, dance and music, design, health and wellness, hobbies, technology and languages.',
  path: '/course',
});

/**
 * /course as visitors see it, whichever route renders it (app/course per request, app/views/catalogue and
 * app/views/search stored). Its title and lead are edited in the CMS (the Catalogue page document).
 */
export async function CataloguePage({ state }: { state: CatalogueParams }) {
  const content = await getCataloguePage();
  return (
    <PageShell title={content?.title || 'Courses'} lead={content?.lead}>
      <CatalogueView state={state} />
    </PageShell>
  );
}
