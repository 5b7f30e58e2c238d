import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/ui/page-shell';
import { getCataloguePage } from '@/lib/content';
import type { CatalogueParams } from '@/lib/routes/catalogue-params';
import { pageMetadata } from '@/app/_lib/metadata';
import { CatalogueView } from './catalogue-view';

/** One address for every state of the catalogue: a filtered or paged list is a view of /course, not a page of its own. */
export async function catalogueMetadata(): Promise<Metadata> {
  const t = await getTranslations('cataloguePage');
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/course' });
}

/**
 * /course as visitors see it, whichever route renders it (app/course per request, app/views/catalogue and
 * app/views/search stored). Its title and lead are edited in the CMS (the Catalogue page document).
 */
export async function CataloguePage({ state }: { state: CatalogueParams }) {
  const [content, t] = await Promise.all([getCataloguePage(), getTranslations('cataloguePage')]);
  return (
    <PageShell title={content?.title || t('title')} lead={content?.lead}>
      <CatalogueView state={state} />
    </PageShell>
  );
}
