import { beforeAll, describe, expect, it } from 'vitest';
import { trainerEntriesSchema, type WireTrainerEntry } from '@/lib/contract';
import { COURSE_WITHOUT_TRAINERS, FREE_COURSE, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { expectFieldErrors } from '../field-errors';
import { batchTiming, demoRequestBody, enquiryBody, enrolmentBody, trainerApplicationBody } from '../form-bodies';
import { api } from '../http';
import { postJson } from '../own-server';

const post = (path: string, body: unknown, headers?: Record<string, string>) => api(path, postJson(body, headers));

let guitar: WireTrainerEntry;
let other: WireTrainerEntry;
let freeTrainer: WireTrainerEntry;

beforeAll(async () => {
  const entries = trainerEntriesSchema.parse((await api(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).body);
  guitar = entries[0]!;
  const free = trainerEntriesSchema.parse((await api(`/api/current/getTrainers/${FREE_COURSE.slug}`)).body);
  freeTrainer = free.find((e) => e.availableBatchess.length > 0)!;
  other = free.find((e) => !entries.some((g) => g.id === e.id))!;
});

const demo = () => demoRequestBody(guitar.trainerName);

describe('POST /api/request/requestDemo', () => {
  it('stores a demo request: 201', async () => {
    const { status, body } = await post('/api/request/requestDemo', demo());
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(Number) });
  });

  it('matches the trainer and course in any case and ignores a bad bearer token on a public endpoint', async () => {
    const input = { ...demo(), trainerName: guitar.trainerName.toUpperCase(), course: 'gUITAR' };
    expect((await post('/api/request/requestDemo', input, { authorization: 'Bearer not-a-real-token' })).status).toBe(
      201,
    );
  });

  it('names every failing field with the spec message', async () => {
    const body = await expectFieldErrors(post('/api/request/requestDemo', {}), {
      name: 'Name is required',
      email: 'Email is required',
      phonenumber: 'Phone number is required',
      city: 'City is required',
      trainerName: 'Trainer is required',
      course: 'Course is required',
    });
    expect(body.error).toBe('Name is required');
  });

  it('checks lengths and shapes in the spec order', async () => {
    const tooShort = { ...demo(), name: 'Al', email: 'nope', phonenumber: '12345', city: 'Go' };
    await expectFieldErrors(post('/api/request/requestDemo', tooShort), {
      name: 'Name must contain at least 3 characters',
      email: 'Invalid email address',
      phonenumber: 'Phone number must be 10 digits',
      city: 'City must contain at least 3 characters',
    });
  });

  it('answers 404 for an unknown course or a trainer who does not teach it', async () => {
    expect((await post('/api/request/requestDemo', { ...demo(), course: 'Underwater Basket Weaving' })).status).toBe(
      404,
    );
    expect((await post('/api/request/requestDemo', { ...demo(), trainerName: 'Nobody Atall' })).status).toBe(404);
    const { status, body } = await post('/api/request/requestDemo', {
      ...demo(),
      course: COURSE_WITHOUT_TRAINERS.courseName,
    });
    expect(status).toBe(404);
    expect(body.error).toEqual(expect.any(String));
  });

  it.each([
    ['not JSON', 'application/json', '{"name": '],
    ['a JSON array', 'application/json', '[1,2]'],
    ['JSON null', 'application/json', 'null'],
    [
      'wrong types',
      'application/json',
      JSON.stringify({ name: 42, email: [], phonenumber: {}, city: true, trainerName: null, course: 1 }),
    ],
    ['invalid UTF-8', 'application/json', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    [
      'a NUL character',
      'application/json',
      JSON.stringify({
        name: 'Asha',
        email: 'a@b.in',
        phonenumber: '9876543210',
        city: 'Pu\u0000ne',
        trainerName: 'Rohan Deshmukh',
        course: 'Guitar',
      }),
    ],
    [
      'a number for a name',
      'application/json',
      JSON.stringify({
        name: 'Asha',
        email: 'a@b.in',
        phonenumber: '9876543210',
        city: 'Pune',
        trainerName: 1e300,
        course: 'Guitar',
      }),
    ],
  ])('answers 400, never 500, for %s', async (_label, type, body) => {
    const response = await api('/api/request/requestDemo', { method: 'POST', headers: { 'content-type': type }, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
  });

  it('answers 415 for a body that is not JSON by its content type', async () => {
    const form = new URLSearchParams(demo());
    expect((await api('/api/request/requestDemo', { method: 'POST', body: form })).status).toBe(415);
    expect((await api('/api/request/requestDemo', { method: 'POST' })).status).toBe(415);
  });

  it('answers 413 for a body over 16 KB, declared or streamed', async () => {
    const big = { ...demo(), name: 'a'.repeat(20_000) };
    expect((await post('/api/request/requestDemo', big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const chunked = await api('/api/request/requestDemo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });
});

const sidePanel = () => enrolmentBody(guitar);
// The popup sends the same learner with its own spellings of the timing, the course and the price.
const popup = () => {
  const { name, email, contact, city, trainer } = sidePanel();
  return {
    name,
    email,
    contact,
    city,
    trainer,
    availableBatchess: batchTiming(guitar, false),
    Course: { originalCourse: PAID_SESSION_COURSE.courseName },
    price: '499',
  };
};
const enrol = (body: unknown, course: string = PAID_SESSION_COURSE.courseName) =>
  post(`/api/enroll/userEnrollment/${encodeURIComponent(course)}`, body);

describe('POST /api/enroll/userEnrollment/{courseName}', () => {
  it('stores the side-panel variant (Course.courseName, slot, "from - to"): 201', async () => {
    const { status, body } = await enrol(sidePanel());
    expect(status).toBe(201);
    expect(body.id).toEqual(expect.any(Number));
  });

  it('stores the popup variant (Course.originalCourse, price, "from-to") addressed by slug: 201', async () => {
    expect((await enrol(popup(), PAID_SESSION_COURSE.slug)).status).toBe(201);
  });

  it("accepts a free course's slot with price 'Free' or no price", async () => {
    const body = {
      ...sidePanel(),
      trainer: freeTrainer.trainerName,
      availableTrainerId: freeTrainer.id,
      availableBatchess: batchTiming(freeTrainer),
      Course: { courseName: FREE_COURSE.courseName },
      slot: [{ label: 'Free Course', price: 'Free' }, { label: 'Free Course' }],
    };
    expect((await enrol(body, FREE_COURSE.courseName)).status).toBe(201);
  });

  it('side panel: spec messages for every empty field', async () => {
    await expectFieldErrors(enrol({}), {
      name: 'Name is required',
      email: 'Email is required',
      contact: 'Contact number is required',
      city: 'Please select a city',
      trainer: 'Please select a trainer',
      availableBatchess: 'Please select available batches',
      slot: 'Please select a slot',
    });
  });

  it('side panel: shape messages', async () => {
    const { body } = await enrol({ ...sidePanel(), name: 'Ra', email: 'ravi@', contact: '912345678', slot: [] });
    expect(body.fields).toEqual({
      name: 'Name must be at least 3 characters long',
      email: 'Email address is invalid',
      contact: 'Contact number must be at least 10 digits',
      slot: 'Please select a slot',
    });
  });

  it('popup: its own messages, including the price', async () => {
    const { status, body } = await enrol({ price: '', email: 'x', contact: '' });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email format',
      contact: 'Contact number is required',
      city: 'City is required',
      availableBatchess: 'Please select available batches',
      price: 'price selection is required',
    });
  });

  it('refuses a timing the trainer does not offer, and a Course that is not the one in the URL: 400', async () => {
    const wrongTiming = await enrol({ ...sidePanel(), availableBatchess: '03:33 AM - 04:44 AM' });
    expect(wrongTiming.status).toBe(400);
    expect(wrongTiming.body.fields).toEqual({ availableBatchess: 'Please select available batches' });
    const wrongCourse = await enrol({ ...sidePanel(), Course: { courseName: FREE_COURSE.courseName } });
    expect(wrongCourse.status).toBe(400);
    expect(Object.keys(wrongCourse.body.fields)).toEqual(['Course']);
  });

  it('answers 404 for an unknown course, trainer id or a trainer of another course', async () => {
    expect((await enrol(sidePanel(), 'no-such-course')).status).toBe(404);
    expect((await enrol({ ...sidePanel(), availableTrainerId: 2_000_000 })).status).toBe(404);
    expect((await enrol({ ...sidePanel(), availableTrainerId: other.id, trainer: other.trainerName })).status).toBe(
      404,
    );
  });

  it('answers 400 for a non-numeric trainer id and 415 for a form body', async () => {
    expect((await enrol({ ...sidePanel(), availableTrainerId: 'abc' })).status).toBe(400);
    expect(
      (await api(`/api/enroll/userEnrollment/guitar`, { method: 'POST', body: new URLSearchParams({ name: 'x' }) }))
        .status,
    ).toBe(415);
  });
});

const enquiry = () => enquiryBody();

describe('POST /api/contactUs/contactUs', () => {
  it('stores an enquiry: 201', async () => {
    expect((await post('/api/contactUs/contactUs', enquiry())).status).toBe(201);
  });

  it('spec messages: empty fields, then shapes', async () => {
    expect((await post('/api/contactUs/contactUs', {})).body.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phonenumber: 'Contact number is required',
      courseName: 'Please select a course',
      message: 'Please enter a message',
    });
    const malformed = {
      ...enquiry(),
      name: 'Meera 2',
      email: 'meera.example.in',
      phonenumber: '99887766',
      message: '  a  ',
    };
    await expectFieldErrors(post('/api/contactUs/contactUs', malformed), {
      name: 'Name must contain only letters',
      email: 'Email address is invalid',
      phonenumber: 'Contact number must be exactly 10 digits',
      message: 'Message must contain at least 3 characters',
    });
    expect((await post('/api/contactUs/contactUs', { ...enquiry(), name: ' Me ' })).body.fields).toEqual({
      name: 'Name must contain at least 3 characters',
    });
  });

  it('answers 404 for an unknown course', async () => {
    expect((await post('/api/contactUs/contactUs', { ...enquiry(), courseName: 'Time Travel' })).status).toBe(404);
  });
});

const application = (email: string) =>
  trainerApplicationBody(email, { courses: [PAID_SESSION_COURSE.courseName, FREE_COURSE.slug] });

describe('POST /api/trainer/trainers', () => {
  it('stores an application: 201; the same email within 24 hours is refused with a message for the email field', async () => {
    const email = `kavya.${Date.now()}@example.in`;
    expect((await post('/api/trainer/trainers', application(email))).status).toBe(201);
    const again = await post('/api/trainer/trainers', application(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/24 hours/);
    expect(again.body.fields).toEqual({ email: again.body.message });
  });

  it('spec messages for empty fields, each refusal carrying a message', async () => {
    const body = await expectFieldErrors(post('/api/trainer/trainers', {}), {
      firstname: 'Trainer Name is required',
      lastname: 'Trainer Name is required',
      email: 'Email is required',
      phonenumber: 'Phone number is required',
      yearOfExperience: 'Experience is required',
      area: 'Area is required',
      city: 'City is required',
      hours: 'Hours is required',
      Textarea: 'Description Required',
      courses: 'At least one course must be selected',
    });
    expect(body.message).toBe('Trainer Name is required');
  });

  it('spec messages for bad values', async () => {
    const { body } = await post('/api/trainer/trainers', {
      ...application('k@example.in'),
      firstname: 'Ka',
      phonenumber: '90909O9090',
      yearOfExperience: 'six',
      hours: 25,
      city: 'Hyd3rabad',
      courses: [],
    });
    expect(body.fields).toEqual({
      firstname: 'Trainer Name must contain at least 3 characters',
      phonenumber: 'Mobile Number must contain only digits',
      yearOfExperience: 'Year of Experience must be a number',
      hours: 'Invalid input',
      city: 'City must contain only letters',
      courses: 'At least one course must be selected',
    });
    const short = await post('/api/trainer/trainers', {
      ...application('k@example.in'),
      phonenumber: '909090',
      hours: 'x',
    });
    expect(short.body.fields).toEqual({
      phonenumber: 'Phone number must be exactly 10 digits',
      hours: 'Hours must be a number',
    });
  });

  it('answers 404 with a message for an unknown course', async () => {
    const { status, body } = await post('/api/trainer/trainers', {
      ...application(`x${Date.now()}@example.in`),
      courses: ['Alchemy'],
    });
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });
});
