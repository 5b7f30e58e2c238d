import type { z } from 'zod';
import { slugify } from '@/lib/slug';
import {
  WEEK_DAYS,
  batchSchema,
  courseFormSchema,
  trainerFormSchema,
  type BatchForm,
  type CourseForm,
  type SessionForm,
} from '@/lib/validation/catalogue';
import type { CsvRow } from './csv-columns';
import type { ImportError } from './csv-table';

/**
 * Each row of an import file checked on its own, with the catalogue forms' own schemas (lib/validation/catalogue.ts),
 * so a file is held to exactly the rules of the console's forms. What needs the database (does the category, course
 * or trainer exist, is the name free) is checked afterwards (./csv-plan.ts). Pure: no database, unit-tested.
 */

export type Checked<T> = { value: T | null; errors: ImportError[] };

/** The first message per column, each zod path turned into the file's column by `columnOf`. */
function errorsOf(line: number, error: z.ZodError, columnOf: (path: PropertyKey[]) => string): ImportError[] {
  const byColumn = new Map<string, string>();
  for (const issue of error.issues) {
    const column = columnOf(issue.path);
    if (!byColumn.has(column)) byColumn.set(column, issue.message);
  }
  return [...byColumn].map(([column, message]) => ({ line, column, message }));
}

/** Spreadsheets write 1500 as "1,500" or "₹1,500" when the cell is formatted: read the number they mean. */
export function numberCell(cell: string): string {
  const text = cell.trim();
  return /^₹?\s*\d{1,3}(,\d{2,3})*(\.\d+)?$|^₹\s*\d+(\.\d+)?$/.test(text) ? text.replace(/[₹,\s]/g, '') : text;
}

/** "Hindi; English" or "Hindi, English". */
export const splitList = (cell: string, separators = /[;,]/) =>
  cell
    .split(separators)
    .map((part) => part.trim())
    .filter(Boolean);

const DAY_NAMES = new Map<string, string>(
  WEEK_DAYS.flatMap((day, at) => {
    const full = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][at]!;
    return [
      [day.toLowerCase(), day],
      [full, day],
    ];
  }),
);

/** "Mon;Wed;Fri", "mon, wed", "Monday Wednesday" -> ['Mon', 'Wed', 'Fri'] in week order; an unknown day stays as typed. */
export function daysOf(cell: string): string[] {
  const days = [...new Set(splitList(cell, /[;,\s]+/).map((token) => DAY_NAMES.get(token.toLowerCase()) ?? token))];
  const order = (day: string) => (WEEK_DAYS as readonly string[]).indexOf(day);
  return days.every((day) => order(day) >= 0) ? days.sort((a, b) => order(a) - order(b)) : days;
}

/** "session" or "SESSION" as the fee type "Session". */
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

// ---- courses ----

const courseRowSchema = courseFormSchema.omit({ categoryId: true });

export type CourseRowValue = { line: number; category: string; course: Omit<CourseForm, 'categoryId'>; slug: string };

export function checkCourseRow({ line, cells }: CsvRow<'courses'>): Checked<CourseRowValue> {
  const category = cells.category.trim();
  const errors: ImportError[] = category ? [] : [{ line, column: 'category', message: 'Category is required' }];
  const parsed = courseRowSchema.safeParse({ ...cells, studentsCount: numberCell(cells.studentsCount) });
  if (!parsed.success) errors.push(...errorsOf(line, parsed.error, (path) => String(path[0] ?? 'courseName')));
  if (errors.length || !parsed.success) return { value: null, errors };
  return { value: { line, category, course: parsed.data, slug: slugify(parsed.data.courseName) }, errors };
}

// ---- trainers ----

export type TrainerRowValue = {
  line: number;
  trainerName: string;
  trainerNameHi: string;
  trainerImage: string;
  language: string[];
  /** The courses by the names the file gives, each with its slug (how a course is found). */
  courses: { name: string; slug: string }[];
  description: string;
};

const trainerColumn = (path: PropertyKey[]) => {
  if (path[0] === 'language') return 'languages';
  if (path[0] === 'courses') return path[2] === 'description' ? 'description' : 'courses';
  return String(path[0] ?? 'trainerName');
};

export function checkTrainerRow({ line, cells }: CsvRow<'trainers'>): Checked<TrainerRowValue> {
  const names = splitList(cells.courses, /;/);
  // The form names courses by id; here each distinct course (by slug) stands in with an id of its own, so the
  // form's rules (how many courses, each once) apply to the file as they do to the form.
  const slugs = names.map((name) => slugify(name));
  const stand = (slug: string) => slugs.indexOf(slug) + 1;
  const parsed = trainerFormSchema.safeParse({
    trainerName: cells.trainerName,
    trainerNameHi: cells.trainerNameHi,
    trainerImage: cells.trainerImage,
    language: splitList(cells.languages),
    courses: slugs.map((slug) => ({ courseId: stand(slug), description: cells.description, batches: [] })),
  });
  if (!parsed.success) return { value: null, errors: errorsOf(line, parsed.error, trainerColumn) };
  const { trainerName, trainerNameHi = '', trainerImage, language } = parsed.data;
  const description = parsed.data.courses[0]?.description ?? cells.description.trim();
  return {
    value: {
      line,
      trainerName,
      trainerNameHi,
      trainerImage,
      language,
      courses: names.map((name, at) => ({ name, slug: slugs[at]! })),
      description,
    },
    errors: [],
  };
}

// ---- sessions ----

export type SessionRowValue = {
  line: number;
  trainerName: string;
  courseName: string;
  courseSlug: string;
  /** The batch as the trainer form holds one, with this row's price option, if it has one. */
  batch: Omit<BatchForm, 'id'>;
  option: SessionForm | null;
  /** Rows with the same key make one batch: trainer, course, fee type, days, times and demo link. */
  batchKey: string;
};

const SESSION_COLUMNS: Record<string, string> = {
  name: 'sessionName',
  price: 'price',
  originalPrice: 'originalPrice',
  sessionsCount: 'sessionsCount',
};

const sessionColumn = (path: PropertyKey[]) => {
  if (path[0] === 'timings') return path[2] === 'to' ? 'to' : 'from';
  if (path[0] === 'sessions') return SESSION_COLUMNS[String(path[2])] ?? 'sessionName';
  return String(path[0] ?? 'days');
};

const namesSchema = courseFormSchema
  .pick({ courseName: true })
  .extend({ trainerName: trainerFormSchema.shape.trainerName });

export function checkSessionRow({ line, cells }: CsvRow<'sessions'>): Checked<SessionRowValue> {
  const priced = [cells.sessionName, cells.price, cells.originalPrice, cells.sessionsCount].some(
    (cell) => cell.trim() !== '',
  );
  const option = {
    name: cells.sessionName,
    price: numberCell(cells.price),
    originalPrice: numberCell(cells.originalPrice),
    sessionsCount: numberCell(cells.sessionsCount),
  };
  const batch = batchSchema.safeParse({
    days: daysOf(cells.days),
    feeType: titleCase(cells.feeType.trim()),
    demoLink: cells.demoLink,
    timings: [{ from: cells.from, to: cells.to }],
    sessions: priced ? [option] : [],
  });
  const names = namesSchema.safeParse({ trainerName: cells.trainerName, courseName: cells.courseName });
  const errors = [
    ...(names.success ? [] : errorsOf(line, names.error, (path) => String(path[0]))),
    ...(batch.success ? [] : errorsOf(line, batch.error, sessionColumn)),
  ];
  if (!names.success || !batch.success) return { value: null, errors };
  const { sessions, ...batchValues } = batch.data;
  const { trainerName, courseName } = names.data;
  const courseSlug = slugify(courseName);
  const timing = batchValues.timings[0]!;
  const batchKey = [
    trainerName.toLowerCase(),
    courseSlug,
    batchValues.feeType,
    batchValues.days.join(','),
    timing.from,
    timing.to,
    batchValues.demoLink,
  ].join('\u0000');
  return {
    value: {
      line,
      trainerName,
      courseName,
      courseSlug,
      batch: { ...batchValues, sessions: [] },
      option: sessions[0] ?? null,
      batchKey,
    },
    errors,
  };
}

/** A batch made of rows with the same key: its price options in the file's order. */
export type BatchGroup = {
  key: string;
  first: SessionRowValue;
  lines: number[];
  options: { line: number; option: SessionForm }[];
};

/**
 * The file's rows grouped into batches (rows with the same trainer, course, fee type, days, times and demo link),
 * each held to the form's limit of price options per batch.
 */
export function groupBatches(rows: SessionRowValue[]): { groups: BatchGroup[]; errors: ImportError[] } {
  const groups = new Map<string, BatchGroup>();
  for (const row of rows) {
    const group = groups.get(row.batchKey) ?? { key: row.batchKey, first: row, lines: [], options: [] };
    groups.set(row.batchKey, group);
    group.lines.push(row.line);
    if (row.option) group.options.push({ line: row.line, option: row.option });
  }
  const errors: ImportError[] = [];
  for (const group of groups.values()) {
    const limit = batchSchema.shape.sessions.safeParse(group.options.map((o) => o.option));
    if (limit.success) continue;
    const max = limit.error.issues.find((issue) => issue.code === 'too_big');
    const over = group.options[Number(max?.maximum ?? group.options.length - 1)] ?? group.options.at(-1)!;
    errors.push({
      line: over.line,
      column: 'sessionName',
      message: `${max?.message ?? limit.error.issues[0]!.message} in one batch`,
    });
  }
  return { groups: [...groups.values()], errors };
}
