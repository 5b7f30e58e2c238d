import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '@/lib/db/schema';
import { COURSE_WITHOUT_TRAINERS, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { demoRequestBody } from '../form-bodies';
import { callApi } from '../http';
import { auditTrail, consoleWorldPerFile } from '../staff-console';

// The catalogue editor (issue 29): admins add and change categories, courses and trainers through the console's
// API; a new course is a draft nothing public shows until it is published (issue 52), with a priced batch, a picture and
// a what-you-learn; every save is live on the next request of the pages that show it, a rename keeps the old address as a 308,
// an archived course leaves the catalogue and its page answers 410, deleting is refused once learners used a course,
// the price rule holds on the server, approving an application makes one trainer however often it is sent, and
// counsellors and forged requests change nothing.
const ADMIN = 'catalogue.admin@academy.test';
const COUNSELLOR = 'catalogue.counsellor@academy.test';

const world = consoleWorldPerFile(ADMIN, COUNSELLOR);
const { post, page } = world;
const put = (path: string, body: unknown, cookie = world.admin) => post(path, body, { cookie }, 'PUT');
/** A course's id and the names of every course on offer, from the public API. */
const offered = async () =>
  (await callApi(world.server.url, '/api/course/courses')).body as { id: number; courseName: string }[];
/** The names a search lists, best first. */
const searched = async (query: string) =>
  (
    (await callApi(world.server.url, `/api/course/listCourses?search=${encodeURIComponent(query)}`)).body as {
      courses: { courseName: string }[];
    }
  ).courses.map((c) => c.courseName);
const courseId = async (name: string) => (await offered()).find((c) => c.courseName === name)!.id;
/** When the course's page last changed, as the sitemap gives it. */
const changedAt = async (name: string) =>
  Date.parse(
    (await callApi(world.server.url, '/api/course/courses')).body.find(
      (c: { courseName: string }) => c.courseName === name,
    ).updatedAt,
  );
const trainersOf = async (name: string) =>
  (await callApi(world.server.url, `/api/current/getTrainers/${encodeURIComponent(name)}`)).body;

const picture = '/images/courses/acrylic-painting.svg';

const course = (overrides: Record<string, unknown> = {}) => ({
  courseName: 'Warli Art for Beginners',
  courseTitle: 'Warli Art',
  courseHeading: 'Paint the tribal art of Maharashtra',
  categoryId: 1,
  imageURL: picture,
  textWhatToLearn:
    '<h1>Basics</h1><p style="color:red" class="MsoNormal">Circles, <b>triangles</b> and lines</p><script>alert(1)</script>',
  metaTitle: '',
  metaDescription: '',
  schemaTitle: '',
  studentsCount: '12',
  ...overrides,
});

const batch = (sessions: unknown[]) => ({
  days: ['Mon', 'Wed'],
  feeType: 'Month',
  demoLink: 'https://youtu.be/dQw4w9WgXcQ',
  timings: [{ from: '18:30', to: '19:30' }],
  sessions,
});

/** A new trainer who teaches the course one batch at `price` a month (none: a batch without a price). */
async function addTrainer(courseId: number, trainerName: string, price?: string) {
  const added = await post(
    '/api/staff/catalogue/trainers',
    {
      trainerName,
      trainerImage: '',
      language: 'Marathi',
      courses: [{ courseId, description: '', batches: [batch(price ? [{ name: 'Monthly', price }] : [])] }],
    },
    { cookie: world.admin },
  );
  expect(added.status, added.text).toBe(201);
}

const setState = (id: number, action: string, cookie = world.admin) =>
  post(`/api/staff/catalogue/courses/${id}/state`, { action }, { cookie });

/** A course on offer: added, then taught a priced batch and published (a new course is a draft, issue 52). */
async function addPublished(form: Record<string, unknown>) {
  const added = await post('/api/staff/catalogue/courses', form, { cookie: world.admin });
  expect(added.status, added.text).toBe(201);
  await addTrainer(added.body.id, `Trainer of ${form.courseName}`, '1999');
  const published = await setState(added.body.id, 'publish');
  expect(published.status, published.text).toBe(200);
  return added;
}

describe('courses', () => {
  let id: number;

  it('a new course is a draft nothing public shows, until an admin publishes it with what it needs', async () => {
    // Read first, so a stale cached list would show if the publishing did not revalidate it.
    expect((await page('/course/arts')).text).not.toContain('Warli Art for Beginners');
    const added = await post('/api/staff/catalogue/courses', course({ imageURL: '' }), { cookie: world.admin });
    expect(added.status, added.text).toBe(201);
    id = added.body.id;
    expect(added.body.slug).toBe('warli-art-for-beginners');

    // A draft: no page, list, search, sitemap, GraphQL answer, share picture or form knows it.
    const address = '/course/arts/warli-art-for-beginners';
    const hidden = async () => {
      expect((await page(address)).status).toBe(404);
      expect((await page(`${address}/thankyou`)).status).toBe(404);
      expect((await page('/course/arts')).text).not.toContain('Warli Art');
      expect((await offered()).map((c) => c.courseName)).not.toContain('Warli Art for Beginners');
      expect(await searched('warli')).toEqual([]);
      expect((await page('/sitemap.xml')).text).not.toContain('warli');
      expect((await page('/og/course/arts/warli-art-for-beginners.png')).status).toBe(404);
      expect((await callApi(world.server.url, '/api/current/getTrainers/Warli Art for Beginners')).status).toBe(404);
      const graphql = await post('/api/graphql', {
        query: `{ course(slug: "warli-art-for-beginners") { name }
          courses(filter: { search: "warli" }) { edges { node { name } } } }`,
      });
      expect(graphql.body).toEqual({ data: { course: null, courses: { edges: [] } } });
      const demo = await post(
        '/api/request/requestDemo',
        demoRequestBody('Jivya Soma', { course: 'Warli Art for Beginners', email: 'asha.warli@example.in' }),
      );
      expect(demo.status, demo.text).toBeGreaterThanOrEqual(400);
      expect(demo.status).toBeLessThan(500);
    };
    await hidden();

    // Staff see it in the console's list and its preview.
    expect((await page('/staff/catalogue?q=warli', { cookie: world.admin })).text).toMatch(
      /Warli Art for Beginners[\s\S]*Draft/,
    );
    const preview = await page(`/staff/catalogue/courses/${id}/preview`, { cookie: world.counsellor });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Paint the tribal art of Maharashtra');
    expect(preview.text).toContain('learners cannot see this page until an admin publishes the course');

    // Publishing names what the course lacks, and changes nothing; a counsellor may not publish.
    expect((await setState(id, 'publish', world.counsellor)).status).toBe(403);
    const lacking = await setState(id, 'publish');
    expect(lacking.status).toBe(409);
    expect(lacking.body).toEqual({ error: 'This course is not ready to publish', missing: ['trainer', 'picture'] });
    expect((await put(`/api/staff/catalogue/courses/${id}`, course({ textWhatToLearn: '<p> </p>' }))).status).toBe(200);
    expect((await setState(id, 'publish')).body.missing).toEqual(['trainer', 'whatToLearn']);
    await hidden();

    // A priced batch, and what learners will learn: fifty publishes at once publish it once.
    await addTrainer(id, 'Jivya Soma', '1499');
    expect((await put(`/api/staff/catalogue/courses/${id}`, course())).status).toBe(200);
    const published = await Promise.all(Array.from({ length: 50 }, () => setState(id, 'publish')));
    expect(published.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(published[0]!.body).toMatchObject({ status: 'onOffer', archived: false, deleted: false });

    const shown = await page(address);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Paint the tribal art of Maharashtra');
    expect(shown.text).toContain('<h3>Basics</h3>');
    expect(shown.text).toContain('Circles, <b>triangles</b> and lines');
    expect(shown.text).not.toContain('color:red');
    expect(shown.text).not.toContain('MsoNormal');
    expect(shown.text).not.toContain('alert(1)');
    expect((await page('/course/arts')).text).toContain('Warli Art for Beginners');
    expect(shown.text).toContain('Jivya Soma');
    expect(await searched('warli')).toEqual(['Warli Art for Beginners']);
    expect((await page('/sitemap.xml')).text).toContain('/course/arts/warli-art-for-beginners<');
    expect((await page('/og/course/arts/warli-art-for-beginners.png')).status).toBe(200);
  });

  it('a name taken by another course is refused under its field', async () => {
    const taken = await post('/api/staff/catalogue/courses', course({ courseName: ' warli art for BEGINNERS ' }), {
      cookie: world.admin,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ courseName: 'A course with this name already exists' });
  });

  it('a rename moves the page: the old address answers 308 to the new one, the audit row holds before and after', async () => {
    const before = await changedAt('Warli Art for Beginners');
    const renamed = await put(
      `/api/staff/catalogue/courses/${id}`,
      course({ courseName: 'Warli Painting', courseTitle: 'Warli Painting Online' }),
    );
    expect(renamed.status, renamed.text).toBe(200);
    const old = await page('/course/arts/warli-art-for-beginners');
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toMatch(/\/course\/arts\/warli-painting$/);
    const thanks = await page('/course/arts/warli-art-for-beginners/thankyou');
    expect(thanks.headers.get('location')).toMatch(/\/course\/arts\/warli-painting\/thankyou$/);
    expect((await page('/course/arts/warli-painting')).text).toMatch(/>Warli Painting<\/h1>/);
    expect(await changedAt('Warli Painting')).toBeGreaterThan(before);
    // Search reads the new name at once (its index follows a trigger's count, lib/academy/search/search-index.ts).
    expect((await searched('warli paintng'))[0]).toBe('Warli Painting');
    // Renamed back: the first address is the page again, and the second now redirects to it.
    expect((await put(`/api/staff/catalogue/courses/${id}`, course())).status).toBe(200);
    expect((await page('/course/arts/warli-art-for-beginners')).status).toBe(200);
    expect((await page('/course/arts/warli-painting')).headers.get('location')).toMatch(
      /\/course\/arts\/warli-art-for-beginners$/,
    );
  });

  it('moved to another category, the course answers at its new address; under the old category it is unknown', async () => {
    expect((await put(`/api/staff/catalogue/courses/${id}`, course({ categoryId: 2 }))).status).toBe(200);
    expect((await page('/course/dance-and-music/warli-art-for-beginners')).status).toBe(200);
    expect((await page('/course/arts/warli-art-for-beginners')).status).toBe(404);
    expect((await put(`/api/staff/catalogue/courses/${id}`, course())).status).toBe(200);
    expect((await page('/course/arts/warli-art-for-beginners')).status).toBe(200);
  });

  it('an unused course can be deleted; a used one only archived: it leaves the catalogue, its page answers 410, it comes back', async () => {
    const spare = await post('/api/staff/catalogue/courses', course({ courseName: 'Spare Course' }), {
      cookie: world.admin,
    });
    expect(
      (await post(`/api/staff/catalogue/courses/${spare.body.id}/state`, { action: 'delete' }, { cookie: world.admin }))
        .body,
    ).toMatchObject({ deleted: true });
    expect((await page('/course/arts/spare-course')).status).toBe(404);

    const guitar = await courseId(PAID_SESSION_COURSE.courseName);
    const refused = await post(
      `/api/staff/catalogue/courses/${guitar}/state`,
      { action: 'delete' },
      { cookie: world.admin },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/archive it instead/);
    expect((await page(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`)).status).toBe(200);

    const archived = await post(
      `/api/staff/catalogue/courses/${guitar}/state`,
      { action: 'archive' },
      { cookie: world.admin },
    );
    expect(archived.body).toMatchObject({ archived: true, deleted: false });
    const gone = await page(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(`href="/course/${PAID_SESSION_COURSE.categorySlug}"`);
    expect((await page(`/course/${PAID_SESSION_COURSE.categorySlug}`)).text).not.toContain(
      `/${PAID_SESSION_COURSE.slug}"`,
    );
    expect((await offered()).map((c) => c.courseName)).not.toContain(PAID_SESSION_COURSE.courseName);
    expect(await searched(PAID_SESSION_COURSE.courseName)).not.toContain(PAID_SESSION_COURSE.courseName);
    expect((await page('/sitemap.xml')).text).not.toContain(`/${PAID_SESSION_COURSE.slug}<`);
    const review = await callApi(world.server.url, `/api/current/getTrainers/${PAID_SESSION_COURSE.courseName}`);
    expect(review.status).toBe(404);

    expect(
      (await post(`/api/staff/catalogue/courses/${guitar}/state`, { action: 'restore' }, { cookie: world.admin })).body,
    ).toMatchObject({ archived: false });
    expect((await page(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`)).status).toBe(200);
    expect(await searched(PAID_SESSION_COURSE.courseName)).toContain(PAID_SESSION_COURSE.courseName);
  });
});

describe('categories', () => {
  it('a new category is in the catalogue; its rename redirects its pages and its courses', async () => {
    const added = await post(
      '/api/staff/catalogue/categories',
      { name: 'Cooking', icon: '/images/categories/arts.svg', position: 50 },
      { cookie: world.admin },
    );
    expect(added.status, added.text).toBe(201);
    expect(
      (await callApi(world.server.url, '/api/category/getCategories')).body.map(
        (c: { category: string }) => c.category,
      ),
    ).toContain('Cooking');
    await addPublished(course({ courseName: 'South Indian Breakfasts', categoryId: added.body.id }));
    expect(
      (
        await put(`/api/staff/catalogue/categories/${added.body.id}`, {
          name: 'Cooking and Baking',
          icon: '/images/categories/arts.svg',
          position: 50,
        })
      ).status,
    ).toBe(200);
    const old = await page('/course/cooking');
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toMatch(/\/course\/cooking-and-baking$/);
    expect((await page('/course/cooking/south-indian-breakfasts')).headers.get('location')).toMatch(
      /\/course\/cooking-and-baking\/south-indian-breakfasts$/,
    );
    expect((await page('/course/cooking-and-baking/south-indian-breakfasts')).status).toBe(200);
    const full = await post(`/api/staff/catalogue/categories/${added.body.id}`, {}, { cookie: world.admin }, 'DELETE');
    expect(full.status).toBe(409);
  });
});

describe('trainers', () => {
  it('the price rule: an original price must be above the price, said under that field, and nothing is stored', async () => {
    const refused = await post(
      '/api/staff/catalogue/trainers',
      {
        trainerName: 'Nandini Rao',
        trainerImage: '',
        language: 'Kannada, English',
        courses: [
          {
            courseId: await courseId(COURSE_WITHOUT_TRAINERS.courseName),
            description: '',
            batches: [batch([{ name: 'Monthly', price: '2499', originalPrice: '1999' }])],
          },
        ],
      },
      { cookie: world.admin },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'courses.0.batches.0.sessions.0.originalPrice': 'The original price must be above the price',
    });
    const badLink = await post(
      '/api/staff/catalogue/trainers',
      {
        trainerName: 'Nandini Rao',
        trainerImage: '',
        language: '',
        courses: [{ courseId: 1, description: '', batches: [{ ...batch([]), demoLink: 'https://example.com/video' }] }],
      },
      { cookie: world.admin },
    );
    expect(badLink.body.fields).toEqual({ 'courses.0.batches.0.demoLink': 'Give a YouTube or Vimeo video link' });
    expect(await trainersOf(COURSE_WITHOUT_TRAINERS.courseName)).toEqual([]);
  });

  it('a trainer with a batch and two price options is on the course page at once', async () => {
    const resinArt = await courseId(COURSE_WITHOUT_TRAINERS.courseName);
    const before = await changedAt(COURSE_WITHOUT_TRAINERS.courseName);
    // The filters (issue 31) read batches and trainers' languages: read first, so a stale index or list would show.
    const kannadaEvenings = `/api/course/listCourses?${new URLSearchParams({ filter: JSON.stringify({ language: ['Kannada'], time: ['evening'], feeType: ['Month'] }) })}`;
    const listed = async () =>
      (await callApi(world.server.url, kannadaEvenings)).body.courses.map((c: { courseName: string }) => c.courseName);
    expect(await listed()).not.toContain(COURSE_WITHOUT_TRAINERS.courseName);
    expect((await page('/course?lang=Kannada&time=evening')).text).not.toContain('Resin Art');
    const added = await post(
      '/api/staff/catalogue/trainers',
      {
        trainerName: 'Nandini Rao',
        trainerImage: '',
        language: 'Kannada, English',
        courses: [
          {
            courseId: resinArt,
            description: 'Resin coasters and trays',
            batches: [
              batch([
                { name: 'Monthly', price: '2499', originalPrice: '2999', sessionsCount: '8' },
                { name: 'Quarterly', price: '6999' },
              ]),
            ],
          },
        ],
      },
      { cookie: world.admin },
    );
    expect(added.status, added.text).toBe(201);
    const shown = await trainersOf(COURSE_WITHOUT_TRAINERS.courseName);
    expect(shown).toHaveLength(1);
    expect(JSON.stringify(shown)).toContain('Nandini Rao');
    expect(JSON.stringify(shown)).toContain('06:30 PM');
    const coursePage = await page(`/course/${COURSE_WITHOUT_TRAINERS.categorySlug}/${COURSE_WITHOUT_TRAINERS.slug}`);
    expect(coursePage.text).toContain('Nandini Rao');
    expect(coursePage.text).toContain('2,499');
    expect(await changedAt(COURSE_WITHOUT_TRAINERS.courseName)).toBeGreaterThan(before);
    expect(await listed()).toContain(COURSE_WITHOUT_TRAINERS.courseName);
    expect((await page('/course?lang=Kannada&time=evening')).text).toContain('Resin Art');
    // Fifty saves of the same new name at once make no second trainer.
    const again = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(
          '/api/staff/catalogue/trainers',
          {
            trainerName: 'nandini rao',
            trainerImage: '',
            language: '',
            courses: [],
          },
          { cookie: world.admin },
        ),
      ),
    );
    expect(again.every((answer) => answer.status === 409)).toBe(true);
  });

  it('approving an application makes one trainer with its courses, however often it is sent', async () => {
    const applied = await callApi(world.server.url, '/api/trainer/trainers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Lavanya',
        lastname: 'Murthy',
        email: 'lavanya@example.in',
        phonenumber: '9845012345',
        yearOfExperience: 6,
        area: 'Jayanagar',
        city: 'Bengaluru',
        hours: 3,
        Textarea: 'Resin art and Tanjore painting teacher',
        courses: [COURSE_WITHOUT_TRAINERS.courseName],
      }),
    });
    expect(applied.status, applied.text).toBeLessThan(300);
    const listing = await page('/staff/catalogue/applications', { cookie: world.admin });
    const id = Number(/id="application-(\d+)"/.exec(listing.text)![1]);
    expect(listing.text).toContain('lavanya@example.in');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/staff/catalogue/applications/${id}/approve`, {}, { cookie: world.admin }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(
      (await page('/staff/catalogue/trainers', { cookie: world.admin })).text.match(/>Lavanya Murthy</g),
    ).toHaveLength(1);
    expect(JSON.stringify(await trainersOf(COURSE_WITHOUT_TRAINERS.courseName))).toContain('Lavanya Murthy');
    expect((await page('/staff/catalogue/applications', { cookie: world.admin })).text).not.toContain('>Approve<');
  });
});

describe('in Hindi (issue 33)', () => {
  const coursesJson = async () =>
    (await callApi(world.server.url, '/api/course/courses')).body as {
      courseName: string;
      courseHeading: string;
      hindi?: Record<string, string>;
    }[];
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("a course's Hindi texts are on its Hindi page only, cleaned, searchable; a save that leaves them out keeps them", async () => {
    const added = await addPublished(
      course({
        courseName: 'Gond Art',
        courseHeading: 'Paint the dots and lines of the Gond tribe',
        courseTitleHi: 'गोंड कला की क्लास',
        courseHeadingHi: 'गोंड जनजाति के बिंदुओं और रेखाओं से चित्र बनाइए',
        textWhatToLearnHi: '<p style="color:red">बिंदु और <b>रेखाएँ</b></p><script>alert(2)</script>',
        metaTitleHi: 'गोंड कला ऑनलाइन सीखिए',
      }),
    );
    const hindiPage = await page('/hi/course/arts/gond-art');
    expect(hindiPage.status).toBe(200);
    expect(hindiPage.text).toContain('गोंड जनजाति के बिंदुओं और रेखाओं से चित्र बनाइए');
    expect(hindiPage.text).toContain('बिंदु और <b>रेखाएँ</b>');
    expect(hindiPage.text).not.toContain('alert(2)');
    expect(hindiPage.text).not.toContain('Paint the dots and lines');
    expect(titleOf(hindiPage.text)).toContain('गोंड कला ऑनलाइन सीखिए');
    // The breadcrumb names the category in Hindi (the seed's), its link keeps the English address.
    expect(hindiPage.text).toMatch(/href="\/hi\/course\/arts"[^>]*>कला</);
    const englishPage = await page('/course/arts/gond-art');
    expect(englishPage.text).toContain('Paint the dots and lines of the Gond tribe');
    expect(englishPage.text).not.toContain('गोंड');
    expect((await coursesJson()).find((c) => c.courseName === 'Gond Art')?.hindi).toEqual({
      courseTitle: 'गोंड कला की क्लास',
      courseHeading: 'गोंड जनजाति के बिंदुओं और रेखाओं से चित्र बनाइए',
      textWhatToLearn: '<p>बिंदु और <b>रेखाएँ</b></p>',
      metaTitle: 'गोंड कला ऑनलाइन सीखिए',
      categoryName: 'कला',
    });
    // Devanagari finds the Hindi texts and, read in Latin letters, the English name; Latin finds the English only (a
    // romanised Hindi word, "janajati", is not what English searches are for). The Hindi page's search box is the same.
    expect(await searched('जनजाति')).toContain('Gond Art');
    expect(await searched('गोंड')).toContain('Gond Art');
    expect(await searched('gond')).toContain('Gond Art');
    expect(await searched('janajati')).not.toContain('Gond Art');
    expect((await page(`/hi/course?search=${encodeURIComponent('जनजाति')}`)).text).toContain('गोंड जनजाति के बिंदुओं');
    expect((await page('/hi/course?search=gond')).text).toContain('गोंड जनजाति के बिंदुओं');

    // An English-only save (a client that knows nothing of Hindi) changes the English and keeps the Hindi.
    expect(
      (
        await put(
          `/api/staff/catalogue/courses/${added.body.id}`,
          course({ courseName: 'Gond Art', courseHeading: 'Gond painting, dot by dot' }),
        )
      ).status,
    ).toBe(200);
    expect((await page('/course/arts/gond-art')).text).toContain('Gond painting, dot by dot');
    expect((await page('/hi/course/arts/gond-art')).text).toContain('गोंड जनजाति के बिंदुओं और रेखाओं से चित्र बनाइए');
    // Too long is said under its field and changes nothing; blank shows the English on the Hindi page.
    const tooLong = await put(
      `/api/staff/catalogue/courses/${added.body.id}`,
      course({ courseName: 'Gond Art', courseHeadingHi: 'क'.repeat(301) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ courseHeadingHi: 'Must be at most 300 characters' });
    expect(
      (
        await put(
          `/api/staff/catalogue/courses/${added.body.id}`,
          course({ courseName: 'Gond Art', courseHeading: 'Gond painting, dot by dot', courseHeadingHi: '' }),
        )
      ).status,
    ).toBe(200);
    const fallback = await page('/hi/course/arts/gond-art');
    expect(fallback.text).toContain('Gond painting, dot by dot');
    expect(fallback.text).toContain('बिंदु और <b>रेखाएँ</b>');
  });

  it("a category's and a trainer's Hindi names are what Hindi pages show; the English pages and the forms keep the English", async () => {
    expect(
      (
        await put('/api/staff/catalogue/categories/1', {
          name: 'Arts',
          nameHi: 'चित्रकला',
          icon: '/images/categories/arts.svg',
          position: 0,
        })
      ).status,
    ).toBe(200);
    expect((await page('/hi/course/arts')).text).toMatch(/<h1[^>]*>चित्रकला<\/h1>/);
    expect((await page('/hi')).text).toContain('चित्रकला');
    expect((await page('/hi/course/arts/gond-art')).text).toMatch(/href="\/hi\/course\/arts"[^>]*>चित्रकला</);
    expect((await page('/course/arts')).text).not.toContain('चित्रकला');
    const gondArt = await courseId('Gond Art');
    const added = await post(
      '/api/staff/catalogue/trainers',
      {
        trainerName: 'Durga Bai Vyam',
        trainerNameHi: 'दुर्गा बाई व्याम',
        trainerImage: '',
        language: 'Hindi, Gondi',
        courses: [{ courseId: gondArt, description: '', batches: [] }],
      },
      { cookie: world.admin },
    );
    expect(added.status, added.text).toBe(201);
    // The trainer's card names them in the page's language (the page's data for its forms carries both).
    expect((await page('/hi/course/arts/gond-art')).text).toMatch(/<h3 id="trainer-\d+"[^>]*>दुर्गा बाई व्याम<\/h3>/);
    expect((await page('/course/arts/gond-art')).text).toMatch(/<h3 id="trainer-\d+"[^>]*>Durga Bai Vyam<\/h3>/);
    const entry = (await trainersOf('Gond Art')).find(
      (trainer: { trainerName: string }) => trainer.trainerName === 'Durga Bai Vyam',
    );
    expect(entry.trainerDetails.hindi).toEqual({ trainerName: 'दुर्गा बाई व्याम' });
  });
});

describe('who may change the catalogue', () => {
  it('a counsellor reads the console but every change is refused; a forged request without the console Origin too', async () => {
    expect((await page('/staff/catalogue', { cookie: world.counsellor })).status).toBe(200);
    const editor = await page('/staff/catalogue/courses/1', { cookie: world.counsellor });
    expect(editor.text).not.toContain('Save course');
    expect(editor.text).toContain('Only admins can change the catalogue.');
    const asCounsellor = await post('/api/staff/catalogue/courses', course({ courseName: 'Counsellor Course' }), {
      cookie: world.counsellor,
    });
    expect(asCounsellor.status).toBe(403);
    const forged = await callApi(world.server.url, '/api/staff/catalogue/courses', {
      method: 'POST',
      headers: { cookie: world.admin, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(course({ courseName: 'Forged Course' })),
    });
    expect(forged.status).toBe(403);
    // Not even a draft: the console's own list, which shows drafts, has neither.
    const listed = async (name: string) =>
      (await page(`/staff/catalogue?q=${encodeURIComponent(name)}`, { cookie: world.admin })).text;
    expect(await listed('Counsellor Course')).toContain('No courses match.');
    expect(await listed('Forged Course')).toContain('No courses match.');
    expect((await page('/staff/catalogue/courses/999999', { cookie: world.admin })).status).toBe(404);
  });
});

describe('the audit trail', () => {
  it('holds who changed what, with the values before and after', async () => {
    await world.stopAndRead(async (db) => {
      const rows = await auditTrail(db, like(staffAudit.subject, 'course:%'));
      const created = rows.find((row) => row.action === 'course.create');
      expect(created?.detail).toMatchObject({
        after: { courseName: 'Warli Art for Beginners', textWhatToLearn: expect.not.stringContaining('style=') },
      });
      const renamed = rows.find(
        (row) => row.action === 'course.update' && 'slug' in (row.detail as { after: object }).after,
      );
      expect(renamed?.detail).toEqual({
        before: { courseName: 'Warli Art for Beginners', courseTitle: 'Warli Art', slug: 'warli-art-for-beginners' },
        after: { courseName: 'Warli Painting', courseTitle: 'Warli Painting Online', slug: 'warli-painting' },
      });
      expect(rows.map((row) => row.action)).toEqual(
        expect.arrayContaining(['course.delete', 'course.archive', 'course.restore', 'course.publish']),
      );
      expect(rows.every((row) => row.staffId !== null)).toBe(true);
      // Fifty publishes of one course at once: one row.
      const warli = rows.find((row) => row.action === 'course.create')!.subject;
      expect(rows.filter((row) => row.action === 'course.publish' && row.subject === warli)).toHaveLength(1);
      const approvals = await db.select().from(staffAudit).where(eq(staffAudit.action, 'application.approve'));
      expect(approvals).toHaveLength(1);
    });
  });
});
