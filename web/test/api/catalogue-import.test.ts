import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  batches,
  batchTimings,
  categories,
  courses,
  priceOptions,
  staffAudit,
  trainerCourses,
  trainers,
} from '@/lib/db/schema';
import { IMPORT_COLUMNS, columnsOf } from '@/lib/staff/catalogue/csv-columns';
import { type TestDb, withTestDatabase } from '../databases';
import { callApi, type ApiAnswer } from '../http';
import { auditTrail, consoleWorldPerFile } from '../staff-console';

// The catalogue's CSV import (issue 29): a dry run lists every problem by line and column and writes nothing; an
// import writes the whole file in one transaction or nothing at all; admins only, from the console's own pages. The
// courses a file adds are drafts (issue 52): an admin publishes each once it has a priced batch, a picture and a
// what-you-learn.
const ADMIN = 'import.admin@academy.test';
const COUNSELLOR = 'import.counsellor@academy.test';
const DEMO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const world = consoleWorldPerFile(ADMIN, COUNSELLOR);

type Kind = 'courses' | 'trainers' | 'sessions';
/** A file with the kind's required columns, or with `columns` (the Hindi ones too, say). */
const csvOf = (kind: Kind, rows: Record<string, string>[], columns: readonly string[] = IMPORT_COLUMNS[kind]) =>
  stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))], {
    bom: true,
    record_delimiter: 'windows',
  });

/** The import form's POST, as the console's page sends it. */
function upload(
  kind: string,
  csv: string | Uint8Array,
  dryRun: boolean,
  { cookie = world.admin, headers = {} as Record<string, string>, name = `${kind}.csv` } = {},
) {
  const body = new FormData();
  body.set('kind', kind);
  body.set(
    'file',
    new File([csv as BlobPart], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' }),
  );
  body.set('dryRun', dryRun ? '1' : '0');
  return callApi(world.server.url, '/api/staff/catalogue/import', {
    method: 'POST',
    headers: { origin: world.server.url, cookie, ...headers },
    body,
  });
}

/** A dry run and then the import of the same file; both timed (printed, never asserted). */
async function checkThenImport(kind: Kind, csv: string, label: string) {
  let started = performance.now();
  const checked = await upload(kind, csv, true);
  const checkMs = performance.now() - started;
  started = performance.now();
  const imported = await upload(kind, csv, false);
  console.info(
    `[import timing] ${label} on ${world.database.label}: dry run ${checkMs.toFixed(0)} ms, import ${(performance.now() - started).toFixed(0)} ms`,
  );
  return { checked, imported };
}

/** A dry run that found nothing wrong in `rows` rows and would create `created`; then the import that did. */
function expectCleanImport(
  { checked, imported }: { checked: ApiAnswer; imported: ApiAnswer },
  kind: Kind,
  rows: number,
  created: Record<string, number>,
) {
  expect(checked.body).toEqual({ dryRun: true, kind, rows, errors: [], errorCount: 0, creates: created });
  expect(imported.status, imported.text).toBe(200);
  expect(imported.body.created).toEqual(created);
}

/**
 * Work on the database beside the server. PGlite allows one process per folder: the server stops meanwhile and
 * starts again on the same folder (sessions are stored there, so everyone stays signed in).
 */
async function withDatabase<T>(work: (db: TestDb) => Promise<T>): Promise<T> {
  const embedded = !world.database.env.DATABASE_URL;
  if (embedded) await world.server.stop();
  try {
    return await withTestDatabase(world.database, work);
  } finally {
    if (embedded) await world.restartServer();
  }
}

/** Courses whose name starts with `prefix`, through the public catalogue API: a quoted search matches exactly. */
async function publicCourses(prefix: string) {
  const answer = await callApi(
    world.server.url,
    `/api/course/listCourses?search=${encodeURIComponent(`"${prefix}"`)}&pageSize=3`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body as {
    courses: { courseName: string; category: string; textWhatToLearn: string; studentsCount: number }[];
    totalCourses: number;
  };
}

/** The courses the console lists for a search, drafts included: each name with its id and status. */
async function consoleCourses(search: string) {
  const list = await callApi(world.server.url, `/staff/catalogue?q=${encodeURIComponent(search)}`, {
    headers: { cookie: world.admin },
  });
  expect(list.status).toBe(200);
  const rows = [
    ...list.text.matchAll(
      /href="\/staff\/catalogue\/courses\/(\d+)"[^>]*>([^<]+)<[\s\S]*?<span[^>]*>(Draft|On offer|Archived)</g,
    ),
  ];
  return {
    text: list.text,
    courses: new Map(rows.map(([, id, name, status]) => [name!, { id: Number(id), status: status! }])),
  };
}

/** How many courses, drafts included, have `search` in their name: the console list's count. */
async function storedCount(search: string): Promise<number> {
  const { text } = await consoleCourses(search);
  if (text.includes('No courses match.')) return 0;
  return Number(/(\d[\d,]*) courses?</.exec(text)![1]!.replaceAll(',', ''));
}

/** An admin's Publish on an imported course's page. */
async function publishing(name: string) {
  const course = (await consoleCourses(name)).courses.get(name)!;
  return callApi(world.server.url, `/api/staff/catalogue/courses/${course.id}/state`, {
    method: 'POST',
    headers: { origin: world.server.url, cookie: world.admin, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'publish' }),
  });
}

async function publish(name: string) {
  const answer = await publishing(name);
  expect(answer.status, answer.text).toBe(200);
}

const catalogueCounts = async (db: TestDb) => ({
  courses: (await db.select({ n: count() }).from(courses))[0]!.n,
  trainers: (await db.select({ n: count() }).from(trainers))[0]!.n,
  trainerCourses: (await db.select({ n: count() }).from(trainerCourses))[0]!.n,
  batches: (await db.select({ n: count() }).from(batches))[0]!.n,
  batchTimings: (await db.select({ n: count() }).from(batchTimings))[0]!.n,
  priceOptions: (await db.select({ n: count() }).from(priceOptions))[0]!.n,
  imports: (await db.select({ n: count() }).from(staffAudit).where(eq(staffAudit.action, 'catalogue.import')))[0]!.n,
});

describe('good files', () => {
  const VEENA = 'Imported Veena';
  const MRIDANGAM = 'Imported Mridangam';
  const GHAZAL = 'Imported Ghazal Singing';

  it('the templates download as CSV for admins', async () => {
    const template = await callApi(world.server.url, '/api/staff/catalogue/import/template?kind=sessions', {
      headers: { cookie: world.admin },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(template.headers.get('content-disposition')).toBe('attachment; filename="sessions-template.csv"');
    const [header, example] = parse(template.text, { bom: true }) as string[][];
    expect(header).toEqual([...IMPORT_COLUMNS.sessions]);
    expect(example).toHaveLength(IMPORT_COLUMNS.sessions.length);
    // The example row is a real one: a dry run of the template finds nothing wrong with it.
    const checked = await upload('sessions', template.text, true);
    expect(checked.body).toMatchObject({ dryRun: true, rows: 1, errors: [], creates: { batches: 1, sessions: 1 } });
    expect(
      (
        await callApi(world.server.url, '/api/staff/catalogue/import/template?kind=everything', {
          headers: { cookie: world.admin },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callApi(world.server.url, '/api/staff/catalogue/import/template?kind=courses', {
          headers: { cookie: world.counsellor },
        })
      ).status,
    ).toBe(403);
    expect((await callApi(world.server.url, '/api/staff/catalogue/import/template?kind=courses')).status).toBe(401);
  });

  it('courses: a dry run says what would be added and writes nothing; the import adds them, HTML cleaned', async () => {
    const csv = csvOf('courses', [
      {
        category: 'dance and music',
        courseName: VEENA,
        courseTitle: 'Veena classes',
        courseHeading: 'Learn the Saraswati veena',
        textWhatToLearn: '<h2>Basics</h2><script>alert(1)</script><p onclick="x()">Sarali varisai</p>',
        imageURL: '/images/courses/carnatic-vocal.svg',
        studentsCount: '1,250',
      },
      {
        category: 'DANCE AND MUSIC',
        courseName: MRIDANGAM,
        courseTitle: 'Mridangam classes',
        courseHeading: 'Keep the beat',
        imageURL: 'https://example.com/m.jpg',
        textWhatToLearn: '<p>Adi talam</p>',
        studentsCount: '0',
      },
      {
        category: ' Arts ',
        courseName: GHAZAL,
        courseTitle: 'Ghazal singing',
        courseHeading: 'Urdu poetry, sung',
        metaTitle: 'Ghazal',
        studentsCount: '12',
      },
    ]);
    const { checked, imported } = await checkThenImport('courses', csv, '3 courses');
    expect(checked.status, checked.text).toBe(200);
    expectCleanImport({ checked, imported }, 'courses', 3, { courses: 3 });
    expect(imported.body).toEqual({ dryRun: false, kind: 'courses', rows: 3, errors: [], created: { courses: 3 } });
    // Drafts: the console lists them, nothing public does yet (the sessions below give them batches to publish with).
    const drafts = await consoleCourses('Imported ');
    expect([...drafts.courses].map(([name, { status }]) => [name, status]).sort()).toEqual([
      [GHAZAL, 'Draft'],
      [MRIDANGAM, 'Draft'],
      [VEENA, 'Draft'],
    ]);
    expect((await publicCourses('Imported ')).totalCourses).toBe(0);
    expect((await callApi(world.server.url, '/course/dance-and-music/imported-veena')).status).toBe(404);
    // The same file again: every name is taken now.
    const again = await upload('courses', csv, true);
    expect(
      again.body.errors.map((e: { line: number; column: string; message: string }) => [e.line, e.column, e.message]),
    ).toEqual([
      [2, 'courseName', 'A course with this name already exists'],
      [3, 'courseName', 'A course with this name already exists'],
      [4, 'courseName', 'A course with this name already exists'],
    ]);
  });

  it('trainers: added with the courses they teach, their languages and description', async () => {
    const csv = csvOf('trainers', [
      {
        trainerName: 'Asha Imported',
        languages: 'Hindi; English',
        courses: `${VEENA}; ${MRIDANGAM.toLowerCase()}`,
        description: 'Twenty years on stage.',
      },
      {
        trainerName: 'Ravi Imported',
        trainerImage: '/images/trainers/ananya-iyer.svg',
        languages: 'Urdu, Hindi',
        courses: GHAZAL,
      },
    ]);
    expectCleanImport(await checkThenImport('trainers', csv, '2 trainers'), 'trainers', 2, { trainers: 2 });
    // A draft's trainers are nobody's business yet; published, the course shows them.
    const taught = await callApi(world.server.url, `/api/current/getTrainers/${encodeURIComponent(MRIDANGAM)}`);
    expect(taught.status).toBe(404);
    expect((await publishing(MRIDANGAM)).body).toEqual({
      error: 'This course is not ready to publish',
      missing: ['trainer'],
    });
  });

  it('sessions: rows alike but for their price option make one batch; a row without one is a free batch', async () => {
    const csv = csvOf('sessions', [
      {
        trainerName: 'Asha Imported',
        courseName: VEENA,
        feeType: 'Session',
        days: 'Mon;Wed',
        from: '07:00 AM',
        to: '08:00 AM',
        sessionName: 'Single session',
        price: '500',
        originalPrice: '700',
        sessionsCount: '1',
      },
      {
        trainerName: 'asha imported',
        courseName: VEENA,
        feeType: 'session',
        days: 'wed, mon',
        from: '7:00',
        to: '08:00',
        sessionName: 'Ten sessions',
        price: '₹4,500',
        sessionsCount: '10',
      },
      // Ravi does not teach this course yet: the link is made.
      {
        trainerName: 'Ravi Imported',
        courseName: MRIDANGAM,
        feeType: 'Course',
        days: 'Sat',
        from: '18:00',
        to: '19:30',
        demoLink: DEMO,
      },
    ]);
    const created = { batches: 2, sessions: 2 };
    expectCleanImport(await checkThenImport('sessions', csv, '3 session rows'), 'sessions', 3, created);
    // A priced batch (Veena) and a free one (Mridangam): each may be published now; Ghazal has no batch yet.
    await publish(VEENA);
    await publish(MRIDANGAM);
    expect((await publishing(GHAZAL)).body.missing).toEqual(['trainer', 'picture', 'whatToLearn']);
    const listed = await publicCourses('Imported ');
    expect(listed.courses.map((c) => c.courseName).sort()).toEqual([MRIDANGAM, VEENA]);
    const veenaCourse = listed.courses.find((c) => c.courseName === VEENA)!;
    expect(veenaCourse).toMatchObject({ category: 'Dance and Music', studentsCount: 1250 });
    expect(veenaCourse.textWhatToLearn).toBe('<h2>Basics</h2><p>Sarali varisai</p>');
    expect((await callApi(world.server.url, '/course/dance-and-music/imported-veena')).status).toBe(200);
    const veena = await callApi(world.server.url, `/api/current/getTrainers/${encodeURIComponent(VEENA)}`);
    expect(veena.body[0].courses[0].batches).toEqual([
      expect.objectContaining({
        courseType: 'Paid',
        feetype: 'Session',
        days: ['Mon', 'Wed'],
        availableBatches: [{ from: '07:00 AM', to: '08:00 AM' }],
        demoLink: null,
        sessions: [
          { name: 'Single session', price: 500, originalPrice: 700, sessionsCount: 1 },
          { name: 'Ten sessions', price: 4500, originalPrice: null, sessionsCount: 10 },
        ],
      }),
    ]);
    const mridangam = await callApi(world.server.url, `/api/current/getTrainers/${encodeURIComponent(MRIDANGAM)}`);
    expect(mridangam.body).toContainEqual(
      expect.objectContaining({
        trainerName: 'Asha Imported',
        trainerDetails: expect.objectContaining({
          language: ['Hindi', 'English'],
          trainerCourseDescription: 'Twenty years on stage.',
          trainerImage: null,
        }),
        courses: [expect.objectContaining({ batches: [] })],
      }),
    );
    const ravi = mridangam.body.find((t: { trainerName: string }) => t.trainerName === 'Ravi Imported');
    expect(ravi.courses[0].batches).toEqual([
      expect.objectContaining({
        courseType: 'Free',
        feetype: 'Course',
        days: ['Sat'],
        availableBatches: [{ from: '06:00 PM', to: '07:30 PM' }],
        sessions: [],
        demoLink: DEMO,
      }),
    ]);
  });
});

describe('Hindi columns (issue 33)', () => {
  const SITAR = 'Imported Sitar';

  it('a file with them stores the Hindi texts, cleaned; the Hindi page and the API show them', async () => {
    const template = await callApi(world.server.url, '/api/staff/catalogue/import/template?kind=courses', {
      headers: { cookie: world.admin },
    });
    const [header] = parse(template.text, { bom: true }) as string[][];
    expect(header).toEqual([...columnsOf('courses')]);
    expect((await upload('courses', template.text, true)).body).toMatchObject({ errors: [], creates: { courses: 1 } });

    const hindi = {
      courseHeadingHi: 'सितार के पहले सुर से पहले राग तक',
      textWhatToLearnHi: '<h2>आप क्या सीखेंगे</h2><script>alert(1)</script><p style="color:red">मींड और गमक</p>',
    };
    const csv = csvOf(
      'courses',
      [
        {
          category: 'Dance and Music',
          courseName: SITAR,
          courseTitle: 'Sitar classes',
          courseHeading: 'From the first note to a raga',
          imageURL: '/images/courses/hindustani-vocal.svg',
          textWhatToLearn: '<p>Meend and gamak</p>',
          studentsCount: '0',
          ...hindi,
        },
      ],
      columnsOf('courses'),
    );
    const { imported } = await checkThenImport('courses', csv, '1 course with Hindi');
    expect(imported.status, imported.text).toBe(200);
    // Its trainer, with a Hindi name, and a priced batch: then it may be published.
    const trainersCsv = csvOf(
      'trainers',
      [{ trainerName: 'Nikhil Imported', trainerNameHi: 'निखिल', languages: 'Hindi', courses: SITAR }],
      columnsOf('trainers'),
    );
    expect((await upload('trainers', trainersCsv, false)).status).toBe(200);
    const sessionsCsv = csvOf('sessions', [
      {
        trainerName: 'Nikhil Imported',
        courseName: SITAR,
        feeType: 'Month',
        days: 'Sun',
        from: '10:00',
        to: '11:00',
        sessionName: 'Monthly',
        price: '1800',
      },
    ]);
    expect((await upload('sessions', sessionsCsv, false)).status).toBe(200);
    await publish(SITAR);
    const listed = await publicCourses(SITAR);
    expect(listed.courses[0]).toMatchObject({
      courseName: SITAR,
      hindi: { courseHeading: hindi.courseHeadingHi, textWhatToLearn: '<h2>आप क्या सीखेंगे</h2><p>मींड और गमक</p>' },
    });
    const page = await callApi(world.server.url, '/hi/course/dance-and-music/imported-sitar');
    expect(page.text).toContain(hindi.courseHeadingHi);
    expect(page.text).toContain('मींड और गमक');
    expect(page.text).not.toContain('alert(1)');
    expect((await callApi(world.server.url, '/course/dance-and-music/imported-sitar')).text).not.toContain(
      hindi.courseHeadingHi,
    );

    const taught = await callApi(world.server.url, `/api/current/getTrainers/${encodeURIComponent(SITAR)}`);
    expect(taught.body).toEqual([
      expect.objectContaining({
        trainerName: 'Nikhil Imported',
        trainerDetails: expect.objectContaining({ hindi: { trainerName: 'निखिल' } }),
      }),
    ]);
  });

  it('a Hindi text over its limit is an error under its column; nothing is written', async () => {
    const csv = csvOf(
      'courses',
      [
        {
          category: 'Arts',
          courseName: 'Imported Too Long',
          courseTitle: 'T',
          courseHeading: 'H',
          studentsCount: '0',
          courseTitleHi: 'क'.repeat(201),
        },
      ],
      ['courseTitleHi', ...IMPORT_COLUMNS.courses],
    );
    const refused = await upload('courses', csv, false);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { line: 2, column: 'courseTitleHi', message: 'Must be at most 200 characters' },
    ]);
    expect(await storedCount('Imported Too Long')).toBe(0);
  });
});

let snapshot: Awaited<ReturnType<typeof catalogueCounts>>;

describe('5,000 rows in one transaction', () => {
  const bulk = (prefix: string) =>
    csvOf(
      'courses',
      Array.from({ length: 5000 }, (_, i) => ({
        category: 'Technology',
        courseName: `${prefix} ${i + 1}`,
        courseTitle: `Title ${i + 1}`,
        courseHeading: `Heading ${i + 1}`,
        textWhatToLearn: `<p>Week ${i + 1}</p>`,
        studentsCount: String(i),
      })),
    );

  it('a clean dry run, then 5,000 new courses in one import', async () => {
    const { checked, imported } = await checkThenImport('courses', bulk('Bulk Alpha'), '5,000 courses');
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ rows: 5000, errors: [], errorCount: 0, creates: { courses: 5000 } });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.created).toEqual({ courses: 5000 });
    // Drafts, every one: the console counts them, the public catalogue none.
    expect((await consoleCourses('Bulk Alpha ')).text).toContain('5,000 courses');
    expect((await publicCourses('Bulk Alpha ')).totalCourses).toBe(0);
  }, 120_000);

  it('a course added between the dry run and the import: the import fails and none of its 5,000 rows exist', async () => {
    const csv = bulk('Bulk Beta');
    const checked = await upload('courses', csv, true);
    expect(checked.body).toMatchObject({ rows: 5000, errorCount: 0 });
    snapshot = await withDatabase(async (db) => {
      const [technology] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, 'technology'));
      await db.insert(courses).values({
        categoryId: technology!.id,
        courseName: 'Bulk Beta 4999',
        slug: 'bulk-beta-4999',
        courseTitle: 'Added meanwhile',
        courseHeading: 'By hand',
      });
      return catalogueCounts(db);
    });
    const imported = await upload('courses', csv, false);
    expect(imported.status, imported.text).toBe(400);
    expect(imported.body).toEqual({
      error: 'The file has 1 error; nothing was imported',
      errors: [{ line: 5000, column: 'courseName', message: 'A course with this name already exists' }],
      errorCount: 1,
    });
    expect([...(await consoleCourses('Bulk Beta ')).courses.keys()]).toEqual(['Bulk Beta 4999']);
    expect(await storedCount('Bulk Beta ')).toBe(1);
  }, 120_000);

  it('two imports at once of files sharing a name: one commits, the other writes nothing', async () => {
    const names = (prefix: string) => Array.from({ length: 1000 }, (_, i) => `${prefix} ${i + 1}`);
    const first = names('Race One');
    const second = [...names('Race Two').slice(0, 999), 'Race One 1000'];
    const file = (list: string[]) =>
      csvOf(
        'courses',
        list.map((courseName) => ({
          category: 'Arts',
          courseName,
          courseTitle: 'T',
          courseHeading: 'H',
          studentsCount: '0',
        })),
      );
    const answers = await Promise.all([upload('courses', file(first), false), upload('courses', file(second), false)]);
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      answers.map((a) => a.text.slice(0, 200)).join('\n'),
    ).toHaveLength(1);
    const loser = answers.find((a) => a.status !== 200)!;
    console.info(`[import race] on ${world.database.label} the second import answered ${loser.status}`);
    // The loser either found the name taken when it checked (its transaction came second) or ran into the winner's
    // row while writing (409): either way its transaction wrote nothing.
    if (loser.status === 409)
      expect(loser.body.error).toBe('A course in the file was added meanwhile; check the file again');
    else
      expect([loser.status, loser.body.errors]).toEqual([
        400,
        [{ line: 1001, column: 'courseName', message: 'A course with this name already exists' }],
      ]);
    const counts = [await storedCount('Race One '), await storedCount('Race Two ')];
    expect(counts).toEqual(statuses[0] === 200 ? [1000, 0] : [1, 999]);
    // What the final check expects on top of the counts taken before (when the test above ran).
    if (snapshot) {
      snapshot.courses += 1000;
      snapshot.imports += 1;
    }
  }, 120_000);
});

describe('a file with errors', () => {
  it('the dry run lists each problem with its line and column; the import answers 400 and writes nothing', async () => {
    const courseFile = [
      'category,courseName,courseTitle,courseHeading,imageURL,textWhatToLearn,metaTitle,metaDescription,schemaTitle,studentsCount',
      'Cooking,Errors One,T,H,,,,,,1',
      'Arts,Imported Veena,T,H,,,,,,1',
      'Arts,Errors Two,T,H,,,,,,1',
      'Arts,errors two,T,H,,,,,,1',
      'Arts,Errors Three,T,H,,,,',
      '"Arts","Errors ""Four""",T,,,,,,,many',
    ].join('\r\n');
    const checked = await upload('courses', courseFile, true);
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ dryRun: true, rows: 6, errorCount: 6 });
    expect(checked.body.errors).toEqual([
      { line: 2, column: 'category', message: 'No category is named "Cooking"' },
      { line: 3, column: 'courseName', message: 'A course with this name already exists' },
      { line: 5, column: 'courseName', message: 'A course with this name already exists (line 4 of the file)' },
      { line: 6, column: 'schemaTitle', message: 'This row has 8 cells where the header has 10: a cell is missing' },
      { line: 7, column: 'courseHeading', message: 'Heading is required' },
      { line: 7, column: 'studentsCount', message: 'Students must be a number' },
    ]);
    const imported = await upload('courses', courseFile, false);
    expect(imported.status).toBe(400);
    expect(imported.body.error).toBe('The file has 6 errors; nothing was imported');
    expect(imported.body.errors).toEqual(checked.body.errors);

    const sessionFile = csvOf('sessions', [
      {
        trainerName: 'Asha Imported',
        courseName: 'Imported Veena',
        feeType: 'Month',
        days: 'Tue',
        from: '06:00 PM',
        to: '07:00 PM',
        sessionName: 'Monthly',
        price: '2000',
        originalPrice: '1500',
      },
      {
        trainerName: 'Asha Imported',
        courseName: 'Imported Veena',
        feeType: 'Month',
        days: 'Thu',
        from: '25:00',
        to: '07:00 PM',
        sessionName: 'Monthly',
        price: '2000',
      },
      {
        trainerName: 'Nobody Imported',
        courseName: 'No Such Course',
        feeType: 'Weekly',
        days: 'Tue',
        from: '06:00 PM',
        to: '07:00 PM',
      },
      {
        trainerName: 'Asha Imported',
        courseName: 'Imported Veena',
        feeType: 'Month',
        days: 'Fri',
        from: '06:00 PM',
        to: '07:00 PM',
        sessionName: 'Fine',
        price: '100',
      },
    ]);
    const sessions = await upload('sessions', sessionFile, true);
    expect(sessions.body.errors).toEqual([
      { line: 2, column: 'originalPrice', message: 'The original price must be above the price' },
      { line: 3, column: 'from', message: 'From must be a time such as 07:30 AM' },
      { line: 4, column: 'feeType', message: 'Choose Session, Month or Course' },
    ]);
    // Line 5 is fine, and line 4 is checked against the catalogue once its fee type is right.
    expect(sessions.body.creates).toEqual({ batches: 1, sessions: 1 });
    const fixedFeeType = sessionFile.replace('Weekly', 'Month');
    expect((await upload('sessions', fixedFeeType, true)).body.errors).toContainEqual({
      line: 4,
      column: 'trainerName',
      message: 'No trainer is named "Nobody Imported"',
    });
    expect((await upload('sessions', fixedFeeType, true)).body.errors).toContainEqual({
      line: 4,
      column: 'courseName',
      message: 'No course is named "No Such Course"',
    });
    expect((await upload('sessions', sessionFile, false)).status).toBe(400);

    const trainerFile = csvOf('trainers', [
      { trainerName: 'ASHA IMPORTED', courses: 'Imported Veena; Nonexistent' },
      { trainerName: 'Neha Imported', languages: 'Marathi' },
      { trainerName: 'neha imported' },
    ]);
    const trainersChecked = await upload('trainers', trainerFile, true);
    expect(trainersChecked.body.errors).toEqual([
      { line: 2, column: 'trainerName', message: 'A trainer with this name already exists' },
      { line: 2, column: 'courses', message: 'No course is named "Nonexistent"' },
      { line: 4, column: 'trainerName', message: 'A trainer with this name is already on line 3 of the file' },
    ]);
    expect((await upload('trainers', trainerFile, false)).status).toBe(400);
  });

  it('a header without a column it needs is refused, naming the column', async () => {
    const answer = await upload(
      'courses',
      'category,courseName,courseTitle,courseHeading,imageURL,textWhatToLearn,metaTitle,metaDescription,colour\nArts,X,T,H,,,,,red\n',
      true,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      `The file's header misses "schemaTitle", "studentsCount" and has columns this kind of file does not have: start from the courses template.`,
    );
    expect(answer.body.errors).toEqual([
      { line: 1, column: 'colour', message: 'Unknown column "colour"' },
      { line: 1, column: 'schemaTitle', message: 'Missing column "schemaTitle"' },
      { line: 1, column: 'studentsCount', message: 'Missing column "studentsCount"' },
    ]);
  });
});

describe('the import page', () => {
  it('admins get the form and the templates; counsellors are told only admins import', async () => {
    const page = await callApi(world.server.url, '/staff/catalogue/import', { headers: { cookie: world.admin } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('What the file holds');
    for (const kind of ['courses', 'trainers', 'sessions'])
      expect(page.text).toContain(`href="/api/staff/catalogue/import/template?kind=${kind}"`);
    const refused = await callApi(world.server.url, '/staff/catalogue/import', {
      headers: { cookie: world.counsellor },
    });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('Only admins can import the catalogue.');
    expect(refused.text).not.toContain('What the file holds');
  });
});

describe('refusals', () => {
  const small = csvOf('courses', [
    { category: 'Arts', courseName: 'Refused Course', courseTitle: 'T', courseHeading: 'H', studentsCount: '0' },
  ]);

  it('a counsellor, a request without the console’s Origin, another site and a learner token get 403; no session 401', async () => {
    expect((await upload('courses', small, true, { cookie: world.counsellor })).status).toBe(403);
    const withoutOrigin = new FormData();
    withoutOrigin.set('kind', 'courses');
    withoutOrigin.set('file', new File([small], 'courses.csv', { type: 'text/csv' }));
    withoutOrigin.set('dryRun', '0');
    const noOrigin = await callApi(world.server.url, '/api/staff/catalogue/import', {
      method: 'POST',
      headers: { cookie: world.admin },
      body: withoutOrigin,
    });
    expect(noOrigin.status).toBe(403);
    expect((await upload('courses', small, false, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(
      (await upload('courses', small, false, { headers: { authorization: 'Bearer a-learner-token' } })).status,
    ).toBe(403);
    expect((await upload('courses', small, false, { cookie: '' })).status).toBe(401);
    expect(await storedCount('Refused Course')).toBe(0);
  });

  it('a malformed file, an empty one, one not in UTF-8, a wrong kind or name: 400 with a message, never 500', async () => {
    const unclosed = await upload(
      'courses',
      `${IMPORT_COLUMNS.courses.join(',')}\nArts,"Open quote,T,H,,,,,,1\nArts,Other,T,H,,,,,,1\n`,
      true,
    );
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.error).toMatch(
      /^The file is not valid CSV: a quoted cell that starts on line 2 or after is never closed/,
    );
    const empty = await upload('courses', '', false);
    expect([empty.status, empty.body.error]).toEqual([
      400,
      'The file is empty: it needs a header row and one row for each record.',
    ]);
    const latin1 = await upload(
      'courses',
      new Uint8Array([
        ...new TextEncoder().encode(`${IMPORT_COLUMNS.courses.join(',')}\nArts,Caf`),
        0xe9,
        ...new TextEncoder().encode(',T,H,,,,,,1\n'),
      ]),
      true,
    );
    expect([latin1.status, latin1.body.fields]).toEqual([
      400,
      { file: 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)".' },
    ]);
    const kind = await upload('everything', small, true);
    expect([kind.status, kind.body.fields]).toEqual([400, { kind: 'Choose what the file holds' }]);
    const named = await upload('courses', small, true, { name: 'courses.xlsx' });
    expect([named.status, named.body.fields]).toEqual([400, { file: 'Choose a .csv file' }]);
    const large = await upload('courses', `${small}${'x'.repeat(5 * 1024 * 1024)}`, true);
    expect([large.status, large.body.fields]).toEqual([400, { file: 'The file must be at most 5 MB' }]);
    const huge = await upload('courses', `${small}${'x'.repeat(6 * 1024 * 1024)}`, true);
    expect([huge.status, huge.body.fields]).toEqual([413, { file: 'The file must be at most 5 MB' }]);
  });
});

describe('what was stored', () => {
  it('one audit row per import, in its transaction; the refused files and the failed imports wrote nothing', async () => {
    await world.stopAndRead(async (db) => {
      const trail = await auditTrail(db, eq(staffAudit.action, 'catalogue.import'));
      expect(trail.map((row) => [row.subject, row.detail])).toEqual([
        ['import:courses', { kind: 'courses', rows: 3, created: { courses: 3 }, ids: expect.any(Array) }],
        ['import:trainers', { kind: 'trainers', rows: 2, created: { trainers: 2 }, ids: expect.any(Array) }],
        [
          'import:sessions',
          { kind: 'sessions', rows: 3, created: { batches: 2, sessions: 2 }, ids: expect.any(Array) },
        ],
        ['import:courses', { kind: 'courses', rows: 1, created: { courses: 1 }, ids: expect.any(Array) }],
        ['import:trainers', { kind: 'trainers', rows: 1, created: { trainers: 1 }, ids: expect.any(Array) }],
        [
          'import:sessions',
          { kind: 'sessions', rows: 1, created: { batches: 1, sessions: 1 }, ids: expect.any(Array) },
        ],
        [
          'import:courses',
          {
            kind: 'courses',
            rows: 5000,
            created: { courses: 5000 },
            ids: { first: expect.any(Number), last: expect.any(Number), count: 5000 },
          },
        ],
        [
          'import:courses',
          {
            kind: 'courses',
            rows: 1000,
            created: { courses: 1000 },
            ids: { first: expect.any(Number), last: expect.any(Number), count: 1000 },
          },
        ],
      ]);
      expect(trail.every((row) => row.staffId === 1)).toBe(true);
      const [veena] = await db.select().from(courses).where(eq(courses.slug, 'imported-veena'));
      expect(veena).toMatchObject({
        courseName: 'Imported Veena',
        textWhatToLearn: '<h2>Basics</h2><p>Sarali varisai</p>',
        studentsCount: 1250,
        imageURL: '/images/courses/carnatic-vocal.svg',
        publishedAt: expect.any(Date),
      });
      // Published by hand, never by the import: Ghazal, given no batch, is still a draft.
      const [ghazal] = await db.select().from(courses).where(eq(courses.slug, 'imported-ghazal-singing'));
      expect(ghazal?.publishedAt).toBeNull();
      expect(await db.select({ n: count() }).from(courses).where(like(courses.courseName, 'Errors%'))).toEqual([
        { n: 0 },
      ]);
      expect(await catalogueCounts(db)).toEqual(snapshot);
    });
  });
});
