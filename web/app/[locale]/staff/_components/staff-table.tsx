import type { HTMLAttributes, ReactNode } from 'react';
import styles from '../staff.module.css';

export type StaffColumn<Row> = {
  /** The column's name: its header, and each cell's label on a phone. */
  label: string;
  /** Drawn in the header in place of the label (a select-all checkbox), which then names it for screen readers. */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** '' where the cell holds what a learner typed, in no known language. */
  lang?: string;
  /** The cell that names its row (`<th scope="row">`): a phone shows it as the card's title. */
  rowHeader?: boolean;
  /** The rows' order by this column, for a sortable one: said by its header (`aria-sort`). */
  sorted?: 'ascending' | 'descending' | 'none';
};

type Props<Row> = {
  /** Said to screen readers only. */
  caption: string;
  /** `false` for a column this member does not see. */
  columns: (StaffColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes a row carries for links and tests (`id`, `data-*`). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number };
  className?: string;
};

/**
 * The console's tables: a table on a desk, a card per row on a phone, where each cell's `data-label` names it
 * (staff.module.css). A plain component, so the server pages and the import's client report both use it.
 */
export function StaffTable<Row>({ caption, columns, rows, rowKey, rowProps, className = styles.table }: Props<Row>) {
  const shown = columns.filter((column): column is StaffColumn<Row> => column !== false);
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.label} scope="col" className={column.className} aria-sort={column.sorted}>
              {column.header ?? column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map(({ label, cell, className: cellClass, lang, rowHeader }) =>
              rowHeader ? (
                <th key={label} scope="row" data-label={label} className={cellClass}>
                  {cell(row)}
                </th>
              ) : (
                <td key={label} data-label={label} className={cellClass} lang={lang}>
                  {cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
