import type { LeadSort } from '@/lib/db/lead-words';
import styles from '../staff.module.css';

/** The list's order now (its own when none was asked for), and the address of another. */
export type Sorting = { current: LeadSort; href: (sort: LeadSort) => string };

type Column = 'received' | 'name' | 'due';
type Words = { label: string; orders: Record<LeadSort, string> };

/** A column's first order when asked for: the newest received, a name from A, the soonest due. */
const FIRST: Record<Column, LeadSort> = { received: '-received', name: 'name', due: 'due' };

/**
 * The order a column's header asks for: the other way when the list is in its order already (due time has one way:
 * from it, back to the newest first).
 */
function nextOrder(column: Column, current: LeadSort): LeadSort {
  if (current === column) return column === 'due' ? '-received' : `-${column}`;
  if (current === `-${column}`) return column;
  return FIRST[column];
}

/**
 * A sortable column's header (issue 54): its name as a link to the list in the column's (other) order, which its
 * title says; an arrow for the order it is in, which `aria-sort` on the <th> says to screen readers.
 */
export function sortableHeader(column: Column, sorting: Sorting, words: Words) {
  const next = nextOrder(column, sorting.current);
  const sorted: 'ascending' | 'descending' | 'none' =
    sorting.current === column ? 'ascending' : sorting.current === `-${column}` ? 'descending' : 'none';
  return {
    sorted,
    header: (
      <a href={sorting.href(next)} className={styles.sortLink} title={words.orders[next]}>
        {words.label}
        <span aria-hidden="true">{sorted === 'ascending' ? ' ↑' : sorted === 'descending' ? ' ↓' : ''}</span>
      </a>
    ),
  };
}

const PHONE_ORDERS: LeadSort[] = ['-received', 'received', 'name', 'due'];

/** On a phone, where the list is cards without a header row, its orders as links. */
export function PhoneSort({
  sorting,
  label,
  orders,
}: {
  sorting: Sorting;
  label: string;
  orders: Record<LeadSort, string>;
}) {
  return (
    <nav aria-label={label} className={`${styles.counts} ${styles.phoneSort}`}>
      {PHONE_ORDERS.map((sort) => (
        <a key={sort} href={sorting.href(sort)} aria-current={sorting.current === sort ? 'page' : undefined}>
          {orders[sort]}
        </a>
      ))}
    </nav>
  );
}
