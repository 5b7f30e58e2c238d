import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, columnsOf, templateCsv, type CsvRow } from './csv-columns';
import {
  checkCourseRow,
  checkSessionRow,
  checkTrainerRow,
  daysOf,
  groupBatches,
  numberCell,
  splitList,
  type SessionRowValue,
} from './csv-rows';
import { decodeCsv, readCsvTable } from './csv-table';

// The CSV import's reading and row checks (issue 29), without a database: the file's shape, then each row held to
// the catalogue forms' own rules. What needs the database is tested over HTTP (test/api/catalogue-import.test.ts).

const row = <K extends 'courses' | 'trainers' | 'sessions'>(
  kind: K,
  cells: Partial<CsvRow<K>['cells']>,
  line = 2,
): CsvRow<K> => ({
  line,
  cells: { ...Object.fromEntries(columnsOf(kind).map((c) => [c, ''])), ...cells } as CsvRow<K>['cells'],
});

const course = (cells: Partial<CsvRow<'courses'>['cells']>, line = 2) => checkCourseRow(row('courses', cells, line));
const trainer = (cells: Partial<CsvRow<'trainers'>['cells']>, line = 2) =>
  checkTrainerRow(row('trainers', cells, line));
const session = (cells: Partial<CsvRow<'sessions'>['cells']>, line = 2) =>
  checkSessionRow(
    row(
      'sessions',
      {
        trainerName: 'Rohan Deshmukh',
        courseName: 'Guitar',
        feeType: 'Session',
        from: '07:00 AM',
        to: '08:00 AM',
        ...cells,
      },
      line,
    ),
  );

/** A checked row's value, once the check found nothing wrong with it. */
function accepted<T>(checked: { errors: unknown[]; value: T | null }): T | null {
  expect(checked.errors).toEqual([]);
  return checked.value;
}

describe('reading the file', () => {
  it('takes a byte-order mark, CRLF, quoted commas, quotes and line breaks, blank lines, and headers in any case', () => {
    const text =
      '\ufeff TrainerName ,TRAINERIMAGE,languages,Courses,description\r\n' +
      '"Deshmukh, Rohan",,"Hindi; English",Guitar,"Says ""hello""\r\nand teaches"\r\n' +
      '\r\n' +
      ',,,,\r\n' +
      'Meera,,Tamil,Keyboard,\r\n\r\n\r\n';
    const table = readCsvTable('trainers', text);
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    expect(table.errors).toEqual([]);
    // Lines as a spreadsheet numbers its rows: the quoted line break stays in row 2, the blank rows count.
    expect(table.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(table.rows[0]!.cells).toEqual({
      trainerName: 'Deshmukh, Rohan',
      trainerImage: '',
      languages: 'Hindi; English',
      courses: 'Guitar',
      description: 'Says "hello"\r\nand teaches',
      trainerNameHi: '',
    });
  });

  it('names every missing, unknown and repeated column of the header', () => {
    const table = readCsvTable('courses', 'category,courseName,courseName,colour\nArts,Resin,,red\n');
    expect(table.ok).toBe(false);
    if (table.ok) return;
    expect(table.message).toMatch(
      /^The file's header misses "courseTitle", .*"studentsCount" and has columns this kind of file does not have/,
    );
    expect(table.errors).toContainEqual({ line: 1, column: 'colour', message: 'Unknown column "colour"' });
    expect(table.errors).toContainEqual({
      line: 1,
      column: 'courseName',
      message: 'The column "courseName" appears twice',
    });
    expect(table.errors).toContainEqual({ line: 1, column: 'schemaTitle', message: 'Missing column "schemaTitle"' });
  });

  it('refuses an empty file, a header alone, an unclosed quote, and more than 10,000 rows', () => {
    for (const empty of ['', '\ufeff', '\r\n\r\n', ',,,\n'])
      expect(readCsvTable('trainers', empty)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^The file is empty/),
      });
    expect(readCsvTable('trainers', 'trainerName,trainerImage,languages,courses,description\r\n')).toMatchObject({
      ok: false,
      message: 'The file has a header but no rows under it.',
    });
    const unclosed = readCsvTable(
      'trainers',
      'trainerName,trainerImage,languages,courses,description\nA,,,,\n"B,,,,\nC,,,,\n',
    );
    expect(unclosed).toMatchObject({ ok: false, errors: [{ line: 3 }] });
    expect(unclosed.ok || unclosed.message).toMatch(/quoted cell that starts on line 3 or after is never closed/);
    const header = IMPORT_COLUMNS.trainers.join(',');
    expect(readCsvTable('trainers', `${header}\n${'A,,,,\n'.repeat(10_000)}`).ok).toBe(true);
    expect(readCsvTable('trainers', `${header}\n${'A,,,,\n'.repeat(10_001)}`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/more than 10,000 rows/),
    });
  });

  it('lists rows with a cell missing or too many, and text PostgreSQL cannot store', () => {
    const table = readCsvTable(
      'trainers',
      'trainerName,trainerImage,languages,courses,description\nA,,\nB,,,,,extra\nC\u0000,,,,\nD,,,,,,,\n',
    );
    expect(table.ok && table.errors).toEqual([
      { line: 2, column: 'courses', message: 'This row has 3 cells where the header has 5: a cell is missing' },
      { line: 3, column: '', message: 'This row has 6 cells where the header has 5' },
      { line: 4, column: 'trainerName', message: 'Must not contain NUL characters' },
    ]);
  });

  it('reads UTF-8 only', () => {
    expect(decodeCsv(new TextEncoder().encode('\ufeffनाम,₹'))).toBe('नाम,₹');
    expect(decodeCsv(new Uint8Array([0x6e, 0x61, 0xe9, 0x2c]))).toBeNull();
  });

  it('gives each kind a template a spreadsheet opens, which reads back without errors', () => {
    for (const kind of ['courses', 'trainers', 'sessions'] as const) {
      const text = templateCsv(kind);
      expect(text.startsWith('\ufeff')).toBe(true);
      expect(parse(text, { bom: true })[0]).toEqual(columnsOf(kind));
      const table = readCsvTable(kind, text);
      expect(table.ok && table.rows.length).toBe(1);
      const checked =
        table.ok &&
        { courses: checkCourseRow, trainers: checkTrainerRow, sessions: checkSessionRow }[kind](table.rows[0] as never);
      // biome-ignore lint/complexity/useOptionalChain: checked is false for a skipped row, not undefined
      expect(checked && checked.errors).toEqual([]);
    }
  });
});

describe('a course row', () => {
  it('is a course form without its category id, the slug from its name, numbers as spreadsheets write them', () => {
    const value = accepted(
      course({
        category: ' arts ',
        courseName: ' Resin Art 2 ',
        courseTitle: 'T',
        courseHeading: 'H',
        studentsCount: '1,250',
      }),
    );
    expect(value).toMatchObject({
      category: 'arts',
      slug: 'resin-art-2',
      course: { courseName: 'Resin Art 2', studentsCount: 1250, imageURL: '', metaTitle: '' },
    });
  });

  it('reports each column with its first problem, in the forms’ words', () => {
    const checked = course(
      { courseName: '!!!', courseHeading: 'H', imageURL: 'http://x.in/a.png', studentsCount: '-3' },
      7,
    );
    expect(checked.value).toBeNull();
    expect(checked.errors).toEqual([
      { line: 7, column: 'category', message: 'Category is required' },
      { line: 7, column: 'courseName', message: 'Use letters or digits in the name' },
      { line: 7, column: 'courseTitle', message: 'Title is required' },
      { line: 7, column: 'imageURL', message: 'Upload an image or give an https address' },
      { line: 7, column: 'studentsCount', message: 'Students cannot be negative' },
    ]);
  });
});

describe('a trainer row', () => {
  it('splits languages on ; or , and courses on ;', () => {
    const value = accepted(
      trainer({
        trainerName: 'Meera',
        languages: 'Tamil; English, Hindi;;',
        courses: 'Guitar; Reading, Writing ;',
        description: 'Twelve years',
      }),
    );
    expect(value).toMatchObject({
      language: ['Tamil', 'English', 'Hindi'],
      courses: [
        { name: 'Guitar', slug: 'guitar' },
        { name: 'Reading, Writing', slug: 'reading-writing' },
      ],
      description: 'Twelve years',
    });
  });

  it('holds the trainer form’s rules: a name, a course listed once, at most 12 languages', () => {
    const checked = trainer({
      languages: Array.from({ length: 13 }, (_, i) => `L${i}`).join(';'),
      courses: 'Guitar;guitar',
    });
    expect(checked.errors).toEqual([
      { line: 2, column: 'trainerName', message: 'Trainer name is required' },
      { line: 2, column: 'languages', message: 'At most 12 languages' },
    ]);
    // As in the form, the check across courses runs once each field is right.
    expect(trainer({ trainerName: 'Meera', courses: 'Guitar;guitar' }).errors).toEqual([
      { line: 2, column: 'courses', message: 'Each course can be listed once' },
    ]);
    expect(splitList(' a ;b,, c')).toEqual(['a', 'b', 'c']);
  });
});

describe('a session row', () => {
  it('reads times as the academy prints them, days in week order, the fee type in any case', () => {
    const value = accepted(
      session({
        feeType: 'month',
        days: 'fri, Monday;WED;mon',
        from: '7:05',
        to: '19:30',
        sessionName: 'Monthly',
        price: '₹1,500',
        originalPrice: '2000',
      }),
    );
    expect(value).toMatchObject({
      batch: {
        feeType: 'Month',
        days: ['Mon', 'Wed', 'Fri'],
        timings: [{ from: '07:05 AM', to: '07:30 PM' }],
        demoLink: '',
      },
      option: { name: 'Monthly', price: 1500, originalPrice: 2000 },
    });
    expect(daysOf('')).toEqual([]);
    expect(numberCell('₹ 1,00,000')).toBe('100000');
    expect(numberCell('12.5.1')).toBe('12.5.1');
  });

  it('holds the batch form’s rules: times, days, fee type, demo link, the original price above the price', () => {
    const checked = session(
      {
        feeType: 'Weekly',
        days: 'Mon;Funday',
        from: '25:00',
        to: '7 pm',
        demoLink: 'https://example.com/v',
        sessionName: 'One',
        price: '500',
        originalPrice: '400',
      },
      9,
    );
    expect(checked.errors).toEqual([
      { line: 9, column: 'days', message: 'Choose days of the week' },
      { line: 9, column: 'feeType', message: 'Choose Session, Month or Course' },
      { line: 9, column: 'demoLink', message: 'Give a YouTube or Vimeo video link' },
      { line: 9, column: 'from', message: 'From must be a time such as 07:30 AM' },
      { line: 9, column: 'to', message: 'To must be a time such as 07:30 AM' },
      { line: 9, column: 'originalPrice', message: 'The original price must be above the price' },
    ]);
    expect(session({ from: '09:00', to: '08:00' }).errors).toEqual([
      { line: 2, column: 'to', message: 'The class must end after it starts' },
    ]);
    expect(session({ price: '500' }).errors).toEqual([{ line: 2, column: 'sessionName', message: 'Name is required' }]);
    expect(session({ trainerName: ' ', courseName: '' }).errors.map((e) => e.column)).toEqual([
      'courseName',
      'trainerName',
    ]);
  });

  it('rows alike but for their price option are one batch; a row without one is a free batch', () => {
    const values = [
      session({ days: 'Mon;Wed', sessionName: 'Single', price: '500' }, 2),
      session({ days: 'wed, mon', from: '7:00 am', sessionName: 'Ten', price: '4500', originalPrice: '5000' }, 3),
      session({ days: 'Sat' }, 4),
      session({ days: 'Mon;Wed', trainerName: 'rohan deshmukh', sessionName: 'Trial', price: '0' }, 5),
    ].map((c) => c.value!);
    const { groups, errors } = groupBatches(values);
    expect(errors).toEqual([]);
    expect(groups.map((g) => [g.lines, g.options.map((o) => o.option.name)])).toEqual([
      [
        [2, 3, 5],
        ['Single', 'Ten', 'Trial'],
      ],
      [[4], []],
    ]);
  });

  it('a batch takes at most 10 price options, as in the form', () => {
    const values: SessionRowValue[] = Array.from(
      { length: 11 },
      (_, i) => session({ sessionName: `Option ${i}`, price: String(i) }, i + 2).value!,
    );
    expect(groupBatches(values).errors).toEqual([
      { line: 12, column: 'sessionName', message: 'At most 10 price options in one batch' },
    ]);
  });
});
