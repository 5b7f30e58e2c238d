import { useLocale } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { localizedPath } from '@/lib/i18n/locales';
import { appendFilters, type CatalogueParams } from '@/lib/routes/catalogue-params';

type Props = {
  category: string | null;
  /** Filters and sort a search keeps (issue 31): sent as hidden fields, so they survive a submit without JavaScript. */
  keep?: Pick<CatalogueParams, 'filters' | 'sort'>;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * A search form into the catalogue: a plain GET to /course, so a search works before (and without) JavaScript and
 * stays within the category when there is one. With JavaScript, `onSubmit` decides what a submit does. It leads
 * to the catalogue in the page's language (/hi/course).
 */
export function CatalogueSearchForm({ category, keep, className, onSubmit, children }: Props) {
  const locale = useLocale();
  const kept = new URLSearchParams();
  if (keep) appendFilters(kept, keep);
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on a form is what screen readers in use announce today; the search element is not yet announced by all of them
    <form
      role="search"
      action={localizedPath(locale, '/course')}
      method="get"
      className={className}
      onSubmit={onSubmit}
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {[...kept].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
