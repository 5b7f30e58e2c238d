import type { FormEvent, ReactNode } from 'react';

type Props = { category: string | null; className?: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode };

/**
 * A search form into the catalogue: a plain GET to /course, so a search works before (and without) JavaScript and
 * stays within the category when there is one. With JavaScript, `onSubmit` decides what a submit does.
 */
export function CatalogueSearchForm({ category, className, onSubmit, children }: Props) {
  return (
    <form role="search" action="/course" method="get" className={className} onSubmit={onSubmit}>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {children}
    </form>
  );
}
