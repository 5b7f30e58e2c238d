'use client';

import { useLocalizedPath } from '@/components/ui/page-link';
import { Pagination } from '@/components/ui/pagination';
import { catalogueHref } from '@/lib/routes/catalogue-params';
import { useCatalogue } from './catalogue-state';

/** Page links under the grid: 50 courses a page, so larger catalogues stay reachable (and crawlable). */
export function CataloguePagination({ totalPages }: { totalPages: number }) {
  const { state, navigate } = useCatalogue();
  const localized = useLocalizedPath();
  return (
    <Pagination
      page={state.page}
      totalPages={totalPages}
      href={(page) => localized(catalogueHref({ ...state, page }))}
      onNavigate={(page) => {
        navigate({ ...state, page });
        document.getElementById('catalogue-results')?.scrollIntoView({ block: 'start' });
      }}
    />
  );
}
