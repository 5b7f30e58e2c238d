import form from '@/components/ui/form.module.css';
import staff from '../../../staff.module.css';
import type { Counts, ImportError } from './send-import';

const number = new Intl.NumberFormat('en-IN');
const many = (n: number, one: string, more = `${one}s`) => `${number.format(n)} ${n === 1 ? one : more}`;

/** "1,240 courses", "3 batches with 5 price options". */
export function countsText(counts: Counts): string {
  if (counts.courses !== undefined) return many(counts.courses, 'course');
  if (counts.trainers !== undefined) return many(counts.trainers, 'trainer');
  return `${many(counts.batches ?? 0, 'batch', 'batches')} with ${many(counts.sessions ?? 0, 'price option')}`;
}

export const rowsText = (rows: number) => many(rows, 'row');

/** What is wrong with the file, line by line, as a spreadsheet numbers its rows. */
export function ErrorTable({ title, errors, errorCount }: { title: string; errors: ImportError[]; errorCount: number }) {
  return (
    <section className={staff.section} aria-labelledby="import-errors">
      <h2 id="import-errors" role="alert">{title}</h2>
      <p className={form.hint}>
        Lines are numbered as your spreadsheet numbers its rows: the header is line 1.
        {errorCount > errors.length && ` The first ${number.format(errors.length)} of ${number.format(errorCount)} are listed.`}
      </p>
      <table className={staff.table}>
        <caption className="visually-hidden">Problems in the file</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, at) => (
            <tr key={at}>
              <td data-label="Line">{number.format(error.line)}</td>
              <td data-label="Column">{error.column || '—'}</td>
              <td data-label="Problem">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
