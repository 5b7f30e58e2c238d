import type { FormEvent, ReactNode } from 'react';
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
 * stays within the category when there is one. With JavaScript, `onSubmit` decides what a submit does.
 */
export function CatalogueSearchForm({ category, keep, className, onSubmit, children }: Props) {
  const kept = new URLSearchParams();
  if (keep) appendFilters(kept, keep);
  return (
    <form role="search" action="/course" method="get" className={className} onSubmit={onSubmit}>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {[...kept].map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />)}
      {children}
    </form>
  );
}
