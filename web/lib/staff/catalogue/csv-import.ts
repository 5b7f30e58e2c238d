import 'server-only';
import { inArray } from 'drizzle-orm';
import { conflict, invalid } from '@/lib/academy/errors';
import { getDb, tables, type Tx } from '@/lib/db';
import { CONSOLE_EDIT, announceCatalogueChange } from '@/lib/db/catalogue-changes';
import { markCoursesChanged } from '@/lib/db/course-changes';
import { isUniqueViolation } from '@/lib/db/errors';
import type { ImportKind } from '@/lib/validation/catalogue-import';
import { audit } from '../audit';
import { chunked, LOOKUP_VALUES } from './csv-chunks';
import { columnsOf, type CsvRow } from './csv-columns';
import { planCourses } from './csv-courses';
import type { Creates, ImportPlan } from './csv-plan';
import { checkCourseRow, checkSessionRow, checkTrainerRow, type Checked } from './csv-rows';
import { planSessions } from './csv-sessions';
import { readCsvTable, type ImportError } from './csv-table';
import { planTrainers } from './csv-trainers';
import type { Touched } from './touched';

export type { ImportError } from './csv-table';

/** At most this many errors go back to the browser (the count says how many there are in all). */
const ERRORS_SHOWN = 1_000;
/** Beyond this many courses, the whole catalogue's cached pages are renewed instead of each course's. */
const COURSES_PUBLISHED_ONE_BY_ONE = 200;

export type ImportAnswer =
  | { dryRun: true; kind: ImportKind; rows: number; errors: ImportError[]; errorCount: number; creates: Creates }
  | { dryRun: false; kind: ImportKind; rows: number; errors: []; created: Creates };

type Prepared = { errors: ImportError[]; plan: (tx: Tx, lock: boolean) => Promise<ImportPlan> };

function prepared<R, V>(
  rows: R[],
  check: (row: R) => Checked<V>,
  plan: (tx: Tx, values: V[], lock: boolean) => Promise<ImportPlan>,
): Prepared {
  const errors: ImportError[] = [];
  const values: V[] = [];
  for (const row of rows) {
    const checked = check(row);
    errors.push(...checked.errors);
    if (checked.value) values.push(checked.value);
  }
  return { errors, plan: (tx, lock) => plan(tx, values, lock) };
}

function prepare(kind: ImportKind, rows: CsvRow[]): Prepared {
  switch (kind) {
    case 'courses':
      return prepared(rows as CsvRow<'courses'>[], checkCourseRow, planCourses);
    case 'trainers':
      return prepared(rows as CsvRow<'trainers'>[], checkTrainerRow, planTrainers);
    case 'sessions':
      return prepared(rows as CsvRow<'sessions'>[], checkSessionRow, planSessions);
  }
}

/** By line, then in the order of the file's columns. */
function sorted(kind: ImportKind, errors: ImportError[]): ImportError[] {
  const order = (column: string) => columnsOf(kind).indexOf(column);
  return errors.toSorted((a, b) => a.line - b.line || order(a.column) - order(b.column));
}

const many = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

const refusedFile = (errors: ImportError[]) =>
  invalid(`The file has ${many(errors.length, 'error')}; nothing was imported`, {
    errors: errors.slice(0, ERRORS_SHOWN),
    errorCount: errors.length,
  });

/** Ids for the audit row: all of them when few, else the first and the last. */
const idsOf = (ids: number[]) =>
  ids.length <= 20 ? ids : { first: Math.min(...ids), last: Math.max(...ids), count: ids.length };

/**
 * Imports a CSV file of courses, trainers or sessions (issue 29). Every row is checked with the console forms'
 * own rules and against the database first; a dry run (`dryRun`) stops there and says what the file would add or
 * what is wrong with it, line by line. A real run writes nothing unless the whole file is right, and then writes
 * all of it in one transaction, with one audit row. The caller publishes `touched` once the answer is back.
 */
export async function importCatalogueCsv(
  staffId: number,
  kind: ImportKind,
  csvText: string,
  dryRun: boolean,
): Promise<ImportAnswer & { touched: Touched | null }> {
  const table = readCsvTable(kind, csvText);
  if (!table.ok) throw invalid(table.message, { errors: table.errors, errorCount: table.errors.length });
  const rows = table.rows.length;
  // A row whose cells do not line up with the header is reported as such, not as every field it seems to miss.
  const misshapen = new Set(table.errors.map((e) => e.line));
  const { errors: rowErrors, plan } = prepare(
    kind,
    table.rows.filter((row) => !misshapen.has(row.line)),
  );
  const db = await getDb();

  if (dryRun) {
    const planned = await db.transaction((tx) => plan(tx, false), { accessMode: 'read only' });
    const errors = sorted(kind, [...table.errors, ...rowErrors, ...planned.errors]);
    return {
      dryRun: true,
      kind,
      rows,
      errors: errors.slice(0, ERRORS_SHOWN),
      errorCount: errors.length,
      creates: planned.creates,
      touched: null,
    };
  }
  try {
    return await db.transaction(async (tx) => {
      const planned = await plan(tx, true);
      const errors = sorted(kind, [...table.errors, ...rowErrors, ...planned.errors]);
      if (errors.length) throw refusedFile(errors);
      const { ids, touched } = await planned.write(tx);
      // New courses were added just now; the courses a trainers or sessions file adds to have changed now.
      if (kind !== 'courses') {
        for (const names of chunked(touched.courseNames, LOOKUP_VALUES))
          await markCoursesChanged(tx, inArray(tables.courses.courseName, names));
      }
      await audit(tx, staffId, 'catalogue.import', `import:${kind}`, {
        kind,
        rows,
        created: planned.creates,
        ids: idsOf(ids),
      });
      await announceCatalogueChange(tx, CONSOLE_EDIT);
      const published =
        touched.courseNames.length > COURSES_PUBLISHED_ONE_BY_ONE ? { courseNames: [], everything: true } : touched;
      return { dryRun: false as const, kind, rows, errors: [] as [], created: planned.creates, touched: published };
    });
  } catch (error) {
    // Another import or a console edit added one of the file's names, or removed what it refers to, after this
    // file was checked: the whole transaction is gone, and checking the file again names the row.
    if (isUniqueViolation(error) || foreignKeyViolation(error)) {
      throw conflict(
        kind === 'courses'
          ? 'A course in the file was added meanwhile; check the file again'
          : 'The catalogue changed meanwhile; check the file again',
      );
    }
    throw error;
  }
}

const foreignKeyViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23503' || cause?.code === '23503';
};
