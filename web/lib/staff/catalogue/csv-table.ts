import { CsvError, parse } from 'csv-parse/sync';
import { badTextProblem } from '@/lib/academy/text';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportKind } from '@/lib/validation/catalogue-import';
import { IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS, columnsOf, type CsvRow } from './csv-columns';

/** What is wrong with a file: on a data row (its line as a spreadsheet shows it, the header being line 1) and column. */
export type ImportError = { line: number; column: string; message: string };

/** The file read into rows, or why it cannot be read at all (the whole file, or its header). */
export type CsvTable<K extends ImportKind> = { ok: true; rows: CsvRow<K>[]; errors: ImportError[] } | Unreadable;
type Unreadable = { ok: false; message: string; errors: ImportError[] };

const fileError = (message: string, line = 1, column = ''): Unreadable => ({
  ok: false,
  message,
  errors: [{ line, column, message }],
});

/**
 * The uploaded bytes as text. Excel's plain "CSV" is in the computer's code page, which cannot hold Hindi and turns
 * the rupee sign into another byte: only UTF-8 is read, so nothing arrives altered.
 */
export function decodeCsv(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export const NOT_UTF8 = 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)".';

const normalHeader = (name: string) => name.trim().toLowerCase();
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV file of a kind: a header naming every required column of the kind, and any of its optional ones (any case, any order, surrounding spaces
 * ignored), then data rows. Accepts a UTF-8 byte-order mark, CRLF or LF line ends, quoted cells holding commas,
 * quotes and line breaks, and blank lines anywhere (they are skipped but keep their line number). Per-row problems
 * (a row shorter or longer than the header, text PostgreSQL cannot store) are listed with the rows.
 */
export function readCsvTable<K extends ImportKind>(kind: K, text: string): CsvTable<K> {
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES) return fileError('The file must be at most 5 MB');
  let records: string[][];
  let lastGoodLine = 0;
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      on_record: (record: string[], context) => {
        lastGoodLine = context.lines;
        return record;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? lastGoodLine + 1 : Number(error.lines) || 1;
      return fileError(parseProblem(error, line), line);
    }
    throw error;
  }
  const headerAt = records.findIndex((record) => !isBlank(record));
  if (headerAt < 0) return fileError('The file is empty: it needs a header row and one row for each record.');
  const header = checkHeader(kind, records[headerAt]!, headerAt + 1);
  if (!header.ok) return header;

  const rows: CsvRow<K>[] = [];
  const errors: ImportError[] = [];
  for (let index = headerAt + 1; index < records.length; index++) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    const line = index + 1;
    if (rows.length === MAX_IMPORT_ROWS) {
      return fileError(
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows: split it into smaller files.`,
        line,
      );
    }
    const cells: Record<string, string> = Object.fromEntries(
      OPTIONAL_IMPORT_COLUMNS[kind].map((column) => [column, '']),
    );
    header.columns.forEach((column, at) => {
      if (column) cells[column] = record[at] ?? '';
    });
    errors.push(...shapeProblems(record, header.columns, line));
    rows.push({ line, cells: cells as CsvRow<K>['cells'] });
  }
  if (rows.length === 0) return fileError('The file has a header but no rows under it.');
  return { ok: true, rows, errors };
}

type Header = { ok: true; columns: (string | null)[] } | Unreadable;

/** Each header cell's column (null for a blank one), or every missing, unknown and repeated column named. */
function checkHeader(kind: ImportKind, names: string[], line: number): Header {
  const known = new Map<string, string>(columnsOf(kind).map((column) => [normalHeader(column), column]));
  const seen = new Set<string>();
  const errors: ImportError[] = [];
  const columns = names.map((name) => {
    if (name.trim() === '') return null;
    const column = known.get(normalHeader(name));
    if (!column) errors.push({ line, column: name.trim(), message: `Unknown column "${name.trim()}"` });
    else if (seen.has(column)) errors.push({ line, column, message: `The column "${column}" appears twice` });
    if (column) seen.add(column);
    return column ?? null;
  });
  const missing = IMPORT_COLUMNS[kind].filter((column) => !seen.has(column));
  for (const column of missing) errors.push({ line, column, message: `Missing column "${column}"` });
  if (errors.length === 0) return { ok: true, columns };
  const parts = [
    missing.length ? `misses ${missing.map((c) => `"${c}"`).join(', ')}` : '',
    errors.length > missing.length ? 'has columns this kind of file does not have' : '',
  ].filter(Boolean);
  return { ok: false, message: `The file's header ${parts.join(' and ')}: start from the ${kind} template.`, errors };
}

/** A row with fewer or more cells than the header, text that cannot be stored, a value under a nameless column. */
function shapeProblems(record: string[], columns: (string | null)[], line: number): ImportError[] {
  const problems: ImportError[] = [];
  if (record.length < columns.length) {
    const firstMissing = columns.slice(record.length).find(Boolean) ?? '';
    problems.push({
      line,
      column: firstMissing,
      message: `This row has ${record.length} cells where the header has ${columns.length}: a cell is missing`,
    });
  }
  if (record.slice(columns.length).some((cell) => cell.trim() !== '')) {
    problems.push({
      line,
      column: '',
      message: `This row has ${record.length} cells where the header has ${columns.length}`,
    });
  }
  record.forEach((cell, at) => {
    const column = columns[at];
    const problem = badTextProblem(cell);
    if (problem) problems.push({ line, column: column ?? '', message: problem });
    else if (column === null && cell.trim() !== '')
      problems.push({ line, column: '', message: 'This cell is under a column without a name' });
  });
  return problems;
}

/** csv-parse's error in the words of someone who edits the file in a spreadsheet or a text editor. */
function parseProblem(error: CsvError, line: number): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `The file is not valid CSV: a quoted cell that starts on line ${line} or after is never closed. Check its quote marks (").`;
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `The file is not valid CSV: a quote mark (") is out of place on line ${line}.`;
    default:
      return `The file is not valid CSV (line ${line}): ${error.message.replace(/^[\w ]+:\s*/, '')}`;
  }
}
