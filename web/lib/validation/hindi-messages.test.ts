import { describe, expect, it, vi } from 'vitest';
import { ALREADY_REVIEWED, limits, writeLimits } from '@/lib/academy/limits';
import { toResult } from '@/lib/browser/academy-api';
import { translateSaid } from '@/lib/i18n/said';
import { saidMap } from '@/lib/i18n/said-map';
import { emailChangeSchema, eraseSchema, passwordChangeSchema, profileSchema, reviewEditSchema } from './account';
import { contactSchema } from './contact';
import { demoRequestSchema } from './demo-request';
import { popupEnrolmentSchema, sidePanelEnrolmentSchema } from './enrolment';
import { forgotPasswordSchema } from './forgot-password';
import { loginSchema } from './login';
import { otpCodeField, otpSendSchema, otpVerifySchema } from './otp';
import { reviewFieldsSchema, reviewFormSchema } from './review';
import { signupSchema } from './signup';
import { trainerApplicationSchema } from './trainer-application';

/**
 * Issue 33: a Hindi page shows the learner-facing schemas' and the API's English (which stays word for word, the
 * spec's contract) in Hindi, through the `validation` namespace (messages/{en,hi}/validation.json, lib/i18n/said.ts).
 * Each schema is driven here with empty and hostile input; every message it can say must come out in Hindi, so a
 * new English message cannot reach a Hindi page untranslated.
 */
const hindi = saidMap('hi', ['validation']);

/** Words that stay Latin in the Hindi: what the learner types (DELETE), units, file formats and wire names. */
const LATIN_KEPT = new Set([
  'DELETE',
  'MB',
  'KB',
  'JPEG',
  'PNG',
  'WebP',
  'JSON',
  'NUL',
  'availableTrainerId',
  'imageOfStudent',
]);

/** What is left in English after translating (words of two letters or more, bar the kept ones and the names put in). */
function englishLeft(message: string, names: string[] = []): string[] {
  const translated = translateSaid(message, hindi);
  if (translated === message) return [message];
  const rest = names.reduce((text, name) => text.replaceAll(name, ''), translated);
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_KEPT.has(word));
}

type Schema = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };

/** Every message the schema says for `value` (all its issues, not only the first per field the forms show). */
function messagesOf(schema: Schema, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

const long = (n: number) => 'a'.repeat(n);
const photo = (bytes: number) => new File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' });

/** Values no field should take, and some any text field must refuse. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  '\t\n',
  0,
  -1,
  1.5,
  1e12,
  Number.NaN,
  true,
  false,
  [],
  [''],
  ['x'],
  [1],
  {},
  { a: 1 },
  long(5000),
  'ab',
  'a@',
  'a@b',
  '@example.in',
  `${'x'.repeat(300)}@example.in`,
  '12345',
  '123456789',
  '1234567890',
  '12345678901',
  'abc123',
  'Asha 9',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '९८७६५४३२१०',
  'delete',
  'DELETE ',
  'NaN',
  '-5',
  '81',
  '25',
  '1e3',
  '0x10',
  [{}],
  [{ label: 1, price: 'x' }],
  [{ label: 'Single', price: -5 }],
  [{ label: long(300), feeType: long(60), price: 1e9 }],
  Array.from({ length: 25 }, (_, i) => `Course ${i}`),
  photo(3 * 1024 * 1024),
  { courseName: long(300), originalCourse: 7 },
];

/** The learner and trainer both enrolment forms (the side panel's and the popup's) send. */
const ENROLMENT = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  contact: '9876543210',
  city: 'Pune',
  trainer: 'Ravi',
  availableTrainerId: 3,
};

/** Each learner-facing schema with input it accepts (the base the hostile values are put into field by field). */
const SCHEMAS: Record<string, { schema: Schema; valid: Record<string, unknown> }> = {
  login: { schema: loginSchema, valid: { email: 'asha@example.in', password: 'sitar123' } },
  signup: {
    schema: signupSchema,
    valid: {
      FullName: 'Asha Rao',
      email: 'asha@example.in',
      phonenumber: '9876543210',
      password: 'sitar123',
      confirmpassword: 'sitar123',
      roleid: 1,
    },
  },
  forgotPassword: {
    schema: forgotPasswordSchema,
    valid: { email: 'asha@example.in', password: 'sitar123', confirmPassword: 'sitar123' },
  },
  otpSend: { schema: otpSendSchema, valid: { email: 'asha@example.in' } },
  otpVerify: { schema: otpVerifySchema, valid: { email: 'asha@example.in', otpCode: 123456 } },
  contact: {
    schema: contactSchema,
    valid: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phonenumber: '9876543210',
      courseName: 'Guitar',
      message: 'When is the next batch?',
    },
  },
  demoRequest: {
    schema: demoRequestSchema,
    valid: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phonenumber: '9876543210',
      city: 'Pune',
      trainerName: 'Ravi',
      course: 'Guitar',
    },
  },
  sidePanelEnrolment: {
    schema: sidePanelEnrolmentSchema,
    valid: {
      ...ENROLMENT,
      availableBatchess: '06:00 AM - 07:00 AM',
      Course: { courseName: 'Guitar' },
      slot: [{ label: 'Single Session', feeType: 'Session', price: 599 }],
    },
  },
  popupEnrolment: {
    schema: popupEnrolmentSchema,
    valid: {
      ...ENROLMENT,
      availableBatchess: '06:00 AM-07:00 AM',
      Course: { originalCourse: 'Guitar' },
      price: 1499,
    },
  },
  review: {
    schema: reviewFieldsSchema,
    valid: { studentName: 'Asha', reviewDescription: 'Good teacher', ratings: 5, courseName: 'Guitar' },
  },
  reviewForm: {
    schema: reviewFormSchema,
    valid: {
      studentName: 'Asha',
      reviewDescription: 'Good teacher',
      ratings: '4',
      courseName: 'Guitar',
      imageOfStudent: photo(10),
    },
  },
  trainerApplication: {
    schema: trainerApplicationSchema,
    valid: {
      firstname: 'Asha',
      lastname: 'Rao',
      email: 'asha@example.in',
      phonenumber: '9876543210',
      yearOfExperience: '2.5',
      area: 'Kothrud',
      city: 'Pune',
      hours: '3',
      Textarea: 'Ten years of teaching',
      courses: ['Guitar'],
    },
  },
  profile: { schema: profileSchema, valid: { FullName: 'Asha Rao', phonenumber: '9876543210' } },
  emailChange: { schema: emailChangeSchema, valid: { email: 'asha@example.in' } },
  passwordChange: {
    schema: passwordChangeSchema,
    valid: { currentPassword: 'sitar123', password: 'tabla456', confirmPassword: 'tabla456' },
  },
  reviewEdit: { schema: reviewEditSchema, valid: { ratings: 3, reviewDescription: 'Better now' } },
  erase: { schema: eraseSchema, valid: { confirm: 'DELETE' } },
};

/** Everything a schema says across the hostile inputs: each field alone, all fields at once, nothing at all. */
function everythingSaid(schema: Schema, valid: Record<string, unknown>): Set<string> {
  const said = new Set<string>();
  const fields = Object.keys(valid);
  const inputs: unknown[] = [undefined, null, [], 'text', 42, {}];
  for (const value of HOSTILE) {
    inputs.push(Object.fromEntries(fields.map((field) => [field, value])));
    for (const field of fields) inputs.push({ ...valid, [field]: value }, { [field]: value });
  }
  for (const input of inputs) for (const message of messagesOf(schema, input)) said.add(message);
  return said;
}

describe('the learner-facing messages in Hindi (issue 33)', () => {
  it.each(Object.entries(SCHEMAS))(
    '%s: every message its schema says for empty and hostile input has its Hindi',
    (_, { schema, valid }) => {
      expect(messagesOf(schema, valid)).toEqual([]);
      const said = everythingSaid(schema, valid);
      expect(said.size).toBeGreaterThan(0);
      const untranslated = [...said].filter((message) => englishLeft(message).length > 0);
      expect(untranslated).toEqual([]);
    },
  );

  it('the cases the forms meet most: blank, short, mismatched and too long, in Hindi word for word', () => {
    const contact = messagesOf(contactSchema, {
      name: '',
      email: 'x@',
      phonenumber: '12',
      courseName: '',
      message: 'hi',
    });
    expect(contact.map((m) => translateSaid(m, hindi))).toEqual([
      'नाम ज़रूरी है',
      'नाम में कम से कम 3 अक्षर होने चाहिए',
      'नाम में केवल अक्षर होने चाहिए',
      'ईमेल पता सही नहीं है',
      'संपर्क नंबर ठीक 10 अंकों का होना चाहिए',
      'कृपया कोर्स चुनें',
      'संदेश में कम से कम 3 अक्षर होने चाहिए',
    ]);
    expect(
      translateSaid(messagesOf(contactSchema, { ...SCHEMAS.contact!.valid, message: long(2001) })[0]!, hindi),
    ).toBe('ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं');
    expect(
      messagesOf(signupSchema, { ...SCHEMAS.signup!.valid, confirmpassword: 'other1' }).map((m) =>
        translateSaid(m, hindi),
      ),
    ).toEqual(['दोनों पासवर्ड एक जैसे होने चाहिए']);
    expect(
      messagesOf(signupSchema, { ...SCHEMAS.signup!.valid, password: long(17), confirmpassword: long(17) }).map((m) =>
        translateSaid(m, hindi),
      ),
    ).toEqual(['पासवर्ड में ज़्यादा से ज़्यादा 16 अक्षर हो सकते हैं']);
    expect(messagesOf(otpCodeField, '12a').map((m) => translateSaid(m, hindi))).toEqual(['ओटीपी 6 अंकों का होना चाहिए']);
  });

  it('the rate limits the API answers with, with the wait the browser works out, in Hindi', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const budgets = [
      ...Object.values(limits),
      ...Object.values(writeLimits).flatMap((kind) => [kind.perClient, ...Object.values(kind.perCourse)]),
    ];
    const messages = new Set(budgets.map((limit) => limit.message));
    expect(messages.size).toBeGreaterThan(5);
    for (const message of messages) {
      expect(englishLeft(message), message).toEqual([]);
      for (const wait of ['1', '45', '60', '840', '3600', '7200']) {
        const answer = await toResult(
          new Response(JSON.stringify({ error: message }), { status: 429, headers: { 'retry-after': wait } }),
        );
        expect(englishLeft(answer.ok ? '' : answer.message), `${message} (${wait} s)`).toEqual([]);
      }
    }
    expect(englishLeft(ALREADY_REVIEWED)).toEqual([]);
  });

  it("the browser's own words for a failed answer, and the API's refusals the forms show", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const serverFault = await toResult(new Response('oops', { status: 500 }));
    const unwritten = await toResult(new Response(JSON.stringify({}), { status: 429 }));
    expect([serverFault, unwritten].flatMap((answer) => (answer.ok ? [] : englishLeft(answer.message)))).toEqual([]);
    // Word for word as lib/academy and lib/http write them, with sample names and numbers where the code puts its own.
    const refusals = [
      'Invalid email or password',
      'Please log in',
      'Your session has expired. Please log in again.',
      'Please request an OTP first',
      'This OTP has already been used. Please request a new one.',
      'Too many wrong attempts. Please request a new OTP.',
      'This OTP has expired. Please request a new one.',
      'Invalid OTP. 1 try left.',
      'Invalid OTP. 4 tries left.',
      'Please verify your email with the OTP first',
      'Please verify the new email with the OTP first',
      'An account with this email already exists',
      'The current password is incorrect',
      'Password changed. You are still logged in here; other devices were logged out.',
      'This account no longer exists',
      'No such demo request',
      'No such review of yours',
      'Our team is already working on this request, so it can no longer be cancelled here. Please contact us.',
      'An application from this email was received in the last 24 hours. We will be in touch soon.',
      'Course 12 not found',
      'Trainer 7 not found',
      'Batch 3 not found for course 12',
      'Photo must be a JPEG, PNG or WebP image',
      'Photo has too many pixels',
      'Photo could not be read as an image',
      'Must not contain NUL characters',
      'Must be valid Unicode text',
      'Request body is too large (at most 16 KB)',
      'This request is still being processed. Please try again in a moment.',
      'Error fetching courses. Please try again later.',
      'Courses are temporarily unavailable. Please try again in a few minutes.',
    ];
    expect(refusals.filter((message) => englishLeft(message).length > 0)).toEqual([]);
    // A course's or trainer's name stays as the catalogue spells it.
    const named = [
      ["Course 'Guitar Basics' not found", 'Guitar Basics'],
      ["Trainer 'Ravi Shankar' does not teach this course", 'Ravi Shankar'],
      ["Course 'Sitar' does not match the course being enrolled in", 'Sitar'],
    ] as const;
    expect(named.filter(([message, name]) => englishLeft(message, [name]).length > 0)).toEqual([]);
    expect(translateSaid(named[0][0], hindi)).toBe("कोर्स 'Guitar Basics' नहीं मिला");
  });
});
