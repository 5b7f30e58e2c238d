import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translateSaid } from '@/lib/i18n/said';
import { saidMap } from '@/lib/i18n/said-map';
import { IMPORT_COLUMNS, columnsOf, type CsvRow } from '@/lib/staff/catalogue/csv-columns';
import { COURSE_TAKEN } from '@/lib/staff/catalogue/csv-courses';
import {
  checkCourseRow,
  checkSessionRow,
  checkTrainerRow,
  groupBatches,
  type SessionRowValue,
} from '@/lib/staff/catalogue/csv-rows';
import { NOT_UTF8, readCsvTable } from '@/lib/staff/catalogue/csv-table';
import { courseProblem } from '@/lib/staff/catalogue/csv-trainers';
import { NOT_READY } from '@/lib/staff/catalogue/publishing';
import {
  batchSchema,
  categoryFormSchema,
  courseFormSchema,
  courseStateSchema,
  sessionSchema,
  taughtCourseSchema,
  timingSchema,
  trainerFormSchema,
} from '@/lib/validation/catalogue';
import {
  catalogueImportSchema,
  importRequestSchema,
  IMPORT_KINDS,
  MAX_IMPORT_BYTES,
  type ImportKind,
} from '@/lib/validation/catalogue-import';

// The catalogue console on a Hindi page shows what its schemas and the import say in Hindi (catalogueSaid in
// messages/*/staff-catalogue.json): every message they give for bad input, names and numbers in it, is known.

const map = saidMap('hi', ['catalogueSaid']);

/** English left after the translation, once the file's own names (in quotes) and the technical words are taken out. */
const TECHNICAL =
  /\b(CSV|UTF-8|Excel|Comma|delimited|JPEG|PNG|WebP|YouTube|Vimeo|NUL|AM|https?|mailto|tel|MB|dryRun)\b/gi;
const englishLeft = (text: string) =>
  text
    .replace(/"[^"]*"/g, '')
    .replace(TECHNICAL, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

function expectKnown(messages: Iterable<string>) {
  const list = [...new Set(messages)];
  expect(list.length).toBeGreaterThan(0);
  for (const message of list) {
    const hindi = translateSaid(message, map);
    expect(hindi, message).not.toBe(message);
    expect(hindi, message).toMatch(/[\u0900-\u097F]/);
    expect(hindi, message).not.toMatch(/\{\w+\}/);
    expect(englishLeft(hindi), `${message} -> ${hindi}`).toEqual([]);
  }
  return list;
}

const issues = (schema: z.ZodType, ...inputs: unknown[]) =>
  inputs.flatMap((input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success, JSON.stringify(input)?.slice(0, 200)).toBe(false);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  });

const times = <T>(n: number, item: T) => Array.from({ length: n }, () => item);
const timing = { from: '07:00', to: '08:00' };
const option = { name: 'Monthly', price: 100 };
const batch = { days: ['Mon'], feeType: 'Session', demoLink: '', timings: [timing], sessions: [] };

describe('the catalogue forms’ messages on a Hindi page', () => {
  it('are all known, with the labels and numbers they carry', () => {
    const messages = [
      ...issues(
        categoryFormSchema,
        { name: '', icon: '', position: '' },
        { name: '!!!', icon: 'ftp://example.com/a.png', position: 'first' },
        { name: 'x'.repeat(61), icon: `https://example.com/${'a'.repeat(500)}`, position: 1.5 },
        { name: 'Arts', icon: '/images/a.png', position: -1 },
        { name: 'Arts', icon: '/images/a.png', position: 10_000 },
      ),
      ...issues(
        courseFormSchema,
        { courseName: '', courseTitle: '', courseHeading: '', categoryId: '', studentsCount: '' },
        {
          courseName: 'Resin',
          courseTitle: 't'.repeat(201),
          courseHeading: 'h'.repeat(301),
          categoryId: 'x',
          imageURL: 'http://example.com/a.png',
          textWhatToLearn: 'x'.repeat(100_001),
          metaTitle: 'm'.repeat(121),
          metaDescription: 'd'.repeat(321),
          schemaTitle: 's'.repeat(201),
          studentsCount: 10_000_001,
        },
      ),
      ...issues(timingSchema, { from: '', to: '' }, { from: '25:00', to: 'noon' }, { from: '10:00', to: '09:00' }, {}),
      ...issues(
        sessionSchema,
        { name: '', price: '', originalPrice: '', sessionsCount: '' },
        { name: 'Monthly', price: 100, originalPrice: 50 },
        { name: 'Monthly', price: -1, originalPrice: 'much', sessionsCount: 1001 },
        { name: 'Monthly', price: 10_000_001, sessionsCount: 2.5 },
      ),
      ...issues(
        batchSchema,
        {
          days: ['Someday'],
          feeType: 'Year',
          demoLink: 'https://example.com/video',
          timings: times(11, timing),
          sessions: times(11, option),
        },
        { ...batch, demoLink: `https://www.youtube.com/watch?v=${'a'.repeat(500)}` },
        // Issue 53: a demo class's seats and place.
        { ...batch, demoSeats: 51, classLink: 'http://meet.example.com/abc', venue: 'v'.repeat(301) },
        { ...batch, demoSeats: 'two', classLink: `https://meet.example.com/${'a'.repeat(500)}` },
        { ...batch, demoSeats: -1 },
        { ...batch, demoSeats: 1.5 },
      ),
      ...issues(taughtCourseSchema, { courseId: '', description: 'd'.repeat(2001), batches: times(21, batch) }),
      ...issues(
        trainerFormSchema,
        {
          trainerName: '',
          trainerImage: '',
          language: `${'a'.repeat(41)}, Hindi`,
          courses: times(51, { courseId: 1, batches: [] }),
        },
        // Issue 53: the trainer's email and days off.
        { trainerName: 'Meera', language: 'Tamil', email: 'meera@', daysOff: [{ day: '2026-02-30' }] },
        { trainerName: 'Meera', language: 'Tamil', daysOff: [{ day: '2026-12-25' }, { day: '2026-12-25' }] },
        {
          trainerName: 'Meera',
          language: 'Tamil',
          daysOff: Array.from({ length: 201 }, () => ({ day: '2026-12-25' })),
        },
        {
          trainerName: 'Meera',
          language: Array.from({ length: 13 }, (_, i) => `Language ${String.fromCharCode(65 + i)}`).join(', '),
          courses: [],
        },
        {
          trainerName: 'Meera',
          language: 'Tamil',
          courses: [
            { courseId: 1, batches: [] },
            { courseId: 1, batches: [] },
          ],
        },
      ),
      ...issues(courseStateSchema, { action: 'unpublish' }),
      ...issues(
        catalogueImportSchema,
        { kind: 'students', file: 'not a file' },
        { kind: 'courses', file: new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'big.csv', { type: 'text/csv' }) },
        { kind: 'courses', file: new File(['a'], 'notes.txt', { type: 'text/plain' }) },
      ),
      ...issues(importRequestSchema, { kind: 'courses', file: new File(['a'], 'a.csv'), dryRun: 'yes' }),
    ];
    const known = expectKnown(messages);
    // The bad inputs reach every kind of message the schemas have, not a few of them.
    expect(known.length).toBeGreaterThan(45);
    expect(translateSaid('Students must be at most 1,00,00,000', map)).toBe('छात्र: अधिकतम 1,00,00,000');
  });
});

const row = <K extends ImportKind>(kind: K, cells: Partial<CsvRow<K>['cells']>, line = 2): CsvRow<K> => ({
  line,
  cells: { ...Object.fromEntries(columnsOf(kind).map((c) => [c, ''])), ...cells } as CsvRow<K>['cells'],
});

const messagesOfTable = (kind: ImportKind, text: string) => {
  const table = readCsvTable(kind, text);
  return table.ok ? table.errors.map((e) => e.message) : [table.message, ...table.errors.map((e) => e.message)];
};

describe('the CSV import’s problems on a Hindi page', () => {
  it('are all known: the file, its header and its rows', () => {
    const header = (kind: ImportKind) => IMPORT_COLUMNS[kind].join(',');
    const messages = [
      NOT_UTF8,
      ...messagesOfTable('courses', ''),
      ...messagesOfTable('courses', `${header('courses')}\n`),
      ...messagesOfTable('trainers', `${header('trainers')}\n"A,,,,\n`),
      ...messagesOfTable('trainers', `${header('trainers')}\n${'A,,,,\n'.repeat(10_001)}`),
      ...messagesOfTable('trainers', `${header('trainers')}\n${'x'.repeat(MAX_IMPORT_BYTES)}\n`),
      ...messagesOfTable('trainers', `${header('trainers')},\nA,,\nB,,,,,,extra\nC\u0000,,,,\nE,,,,,x\n`),
      // Each kind's header: columns missing, unknown and repeated, alone and together.
      ...IMPORT_KINDS.flatMap((kind) => {
        const columns: readonly string[] = IMPORT_COLUMNS[kind];
        return [
          ...messagesOfTable(kind, `${columns.slice(1).join(',')}\nx\n`),
          ...messagesOfTable(kind, `${columns.join(',')},colour,${columns[0]}\nx\n`),
          ...messagesOfTable(kind, `${columns.slice(1).join(',')},colour\nx\n`),
        ];
      }),
      ...[
        checkCourseRow(row('courses', {})),
        checkCourseRow(
          row('courses', { category: 'Arts', courseName: '***', studentsCount: 'many', imageURL: 'ftp://x' }),
        ),
        checkTrainerRow(row('trainers', { trainerName: '', languages: 'a'.repeat(41), courses: 'Guitar; guitar' })),
        checkTrainerRow(
          row('trainers', {
            trainerName: 'Meera',
            courses: Array.from({ length: 51 }, (_, i) => `Course ${i}`).join(';'),
          }),
        ),
        checkSessionRow(row('sessions', {})),
        checkSessionRow(
          row('sessions', {
            trainerName: 'Rohan',
            courseName: 'Guitar',
            feeType: 'yearly',
            days: 'Mon;Someday',
            from: '9',
            to: '08:00',
            demoLink: 'https://example.com',
            sessionName: 'Single',
            price: '₹-5',
            originalPrice: 'x',
            sessionsCount: '5000',
          }),
        ),
        checkSessionRow(
          row('sessions', {
            trainerName: 'Rohan',
            courseName: 'Guitar',
            feeType: 'Month',
            from: '10:00',
            to: '09:00',
            sessionName: 'Single',
            price: '500',
            originalPrice: '400',
          }),
        ),
      ].flatMap((checked) => checked.errors.map((e) => e.message)),
      ...groupBatches(
        times(11, {
          ...(checkSessionRow(
            row('sessions', {
              trainerName: 'Rohan',
              courseName: 'Guitar',
              feeType: 'Session',
              from: '07:00',
              to: '08:00',
              sessionName: 'Single',
              price: '500',
            }),
          ).value as SessionRowValue),
        }),
      ).errors.map((e) => e.message),
      // What needs the database, as the import writes it (test/api/catalogue-import.test.ts drives these).
      COURSE_TAKEN,
      courseProblem(undefined, 'Carnatic Violin')!,
      courseProblem({ id: 1, slug: 'guitar', courseName: 'Guitar', archivedAt: new Date() }, 'guitar')!,
      'No category is named "Pottery"',
      `${COURSE_TAKEN} (line 4 of the file)`,
      'A trainer with this name already exists',
      'A trainer with this name is already on line 12 of the file',
      'No trainer is named "Rohan Deshmukh"',
      'At most 20 batches for one trainer and course',
      'The file has 1 error; nothing was imported',
      'The file has 1,240 errors; nothing was imported',
      'A course in the file was added meanwhile; check the file again',
      'The catalogue changed meanwhile; check the file again',
      'The file is not valid CSV: a quote mark (") is out of place on line 7.',
      // csv-parse reads the text as UTF-8 bytes, so a lone surrogate arrives as U+FFFD: said by the other routes.
      'Must be valid Unicode text',
    ];
    expect(messages).toEqual(
      expect.arrayContaining([
        'At most 10 price options in one batch',
        'This row has 7 cells where the header has 6',
        'This row has 3 cells where the header has 6: a cell is missing',
      ]),
    );
    const known = expectKnown(messages);
    expect(known.length).toBeGreaterThan(40);
    // The template a header names is the kind's own, in the page's words.
    expect(
      translateSaid(
        'The file\'s header misses "courseTitle", "studentsCount" and has columns this kind of file does not have: start from the courses template.',
        map,
      ),
    ).toBe(
      'फ़ाइल के हेडर में "courseTitle", "studentsCount" की कमी है और ऐसे कॉलम हैं जो इस तरह की फ़ाइल में नहीं होते: कोर्स टेम्पलेट से शुरू करें।',
    );
  });
});

describe('the catalogue routes’ refusals on a Hindi page', () => {
  it('are all known', () => {
    expectKnown([
      'A category with this name already exists',
      'No such category',
      'This category holds 1 course: move them to another category first',
      'This category holds 12 courses: move them to another category first',
      'A course with this name already exists',
      'No such course',
      'Learners have enrolled in, reviewed or asked about this course: archive it instead, so their records keep it',
      NOT_READY,
      'A trainer with this name already exists',
      'No such trainer',
      'A day off is today or later',
      'Choose a course from the list',
      'No such application',
      'This application was approved already',
      'Choose an image',
      'Photo must be at most 2 MB',
      'Photo must be a JPEG, PNG or WebP image',
      'Photo has too many pixels',
      'Photo could not be read as an image',
    ]);
  });
});
