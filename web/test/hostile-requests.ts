import fc from 'fast-check';

/**
 * Generators for the fuzz test: text, URL pieces, headers and bodies as a hostile or broken client would send
 * them. Each leans towards what has broken servers before (NUL, lone surrogates, control characters, broken
 * percent-encoding, huge numbers, deep nesting, wrong and lying content types) over plain random noise.
 */

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const nastyPiece = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\n',
  '\r\n',
  '\t',
  '\u000b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u3000',
  '\u3002',
  '\ufeff',
  '\\',
  '/',
  '//',
  '%',
  '"',
  "'",
  '<script>',
  '${',
  '../',
  'é',
  '😀',
  '\ud83d',
  ' ',
);
const notableText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '0x10',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'guitar',
  'Guitar',
  'a'.repeat(5000),
  "' OR 1=1 --",
  '%00',
  'a@b.in',
);

/** Any text a JSON string or a form field could carry, lone surrogates included. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.array(fc.oneof(nastyPiece, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join('')),
  notableText,
);

const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');

/** Percent-escapes that trip decoders: stray '%', bad hex, NUL, CR/LF, encoded surrogates, overlong and cut UTF-8. */
const rawEscape = fc.constantFrom(
  '%',
  '%z',
  '%zz',
  '%00',
  '%0a',
  '%0d%0a',
  '%09',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%80',
  '%C0%AF',
  '%FF',
  '%E3%80',
  '%E3%80%82',
  '%2F',
  '%5C',
  '%25',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '+',
);

/** One piece of a URL (a path segment, a query name or value), some of it valid percent-encoding, some not. */
export const urlPiece = fc.oneof(
  hostileText.map((t) => encodeURIComponent(wellFormed(t))),
  rawEscape,
  fc
    .array(fc.oneof(rawEscape, fc.string({ unit: 'grapheme-ascii', maxLength: 3 }).map(encodeURIComponent)), {
      minLength: 1,
      maxLength: 5,
    })
    .map((parts) => parts.join('')),
);

/** Any JSON value, and values built to upset validators: huge or negative numbers, deep nesting, hostile text. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  fc.constantFrom(null, true, 0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, [], {}, [null], { __proto__: null }),
  fc.integer({ min: 1, max: 60 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n))),
);

/** The field names of every form the API takes, so generated objects reach the validators' every branch. */
const FIELDS = [
  'name',
  'email',
  'phonenumber',
  'city',
  'trainerName',
  'course',
  'courseName',
  'message',
  'firstname',
  'lastname',
  'yearOfExperience',
  'area',
  'hours',
  'Textarea',
  'courses',
  'FullName',
  'password',
  'confirmpassword',
  'confirmPassword',
  'roleid',
  'isVerified',
  'otpCode',
  'contact',
  'trainer',
  'availableTrainerId',
  'availableBatchess',
  'Course',
  'slot',
  'price',
  'studentName',
  'reviewDescription',
  'ratings',
  '_type',
  '_id',
  '__proto__',
  'constructor',
] as const;

export const formLike = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileText), hostileJson, { maxKeys: 8 });

/** A body and the Content-Type it claims, which may be a lie. */
export type HostileBody = { contentType: string | null; body: string | Uint8Array | FormData };

const nested = (n: number, open: string, close: string, inner = '') => open.repeat(n) + inner + close.repeat(n);
const jsonText = fc.oneof(
  { weight: 4, arbitrary: formLike.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 8000 }).map((n) => nested(n, '[', ']')) },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 3000 }).map((n) => nested(n, '{"a":', '}', '1')) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 30, max: 3000 }).map((n) => `{"email":"a@b.in","name":${nested(n, '[', ']', '"x"')}}`),
  },
  { weight: 1, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"a":}',
      '[1,]',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      'null',
      '"\\ud800"',
      '{"\\u0000":1}',
    ),
  },
);

const hostileFile = fc.record({
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 256 }),
    fc.constantFrom(new TextEncoder().encode('<svg onload=alert(1)>')),
  ),
  type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
  name: hostileText.map((t) => wellFormed(t) || 'x'),
});

/** Multipart forms with hostile text in the review's fields, files where text belongs and junk files. */
const multipartForm = fc
  .record({
    fields: fc.dictionary(
      fc.oneof(
        fc.constantFrom('studentName', 'reviewDescription', 'ratings', 'courseName', 'imageOfStudent'),
        hostileText,
      ),
      hostileText,
      { maxKeys: 6 },
    ),
    files: fc.array(fc.tuple(fc.constantFrom('imageOfStudent', 'studentName', 'ratings'), hostileFile), {
      maxLength: 2,
    }),
  })
  .map(({ fields, files }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(wellFormed(key), wellFormed(value));
    for (const [key, file] of files)
      form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return form;
  });

const brokenMultipart = fc.constantFrom(
  '--xyz\r\nContent-Disposition: form-data; name="studentName"\r\n\r\nAsha',
  '--xyz\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--xyz--',
  '--xyz\r\n\r\n\r\n--xyz--',
  'not multipart at all',
  '',
  '--xyz--',
  '--xyz\r\nContent-Disposition: form-data; name="imageOfStudent"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u0000\u0000\r\n--xyz--',
);

const jsonTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
);
const otherTypes = fc.constantFrom(
  null,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  'application/json-seq',
  ';',
  'a/b; c=d',
);

/** Bodies of every kind, each with a content type that may or may not match it. */
export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ contentType: jsonTypes, body: jsonText }) },
  { weight: 1, arbitrary: fc.record({ contentType: otherTypes, body: jsonText }) },
  {
    weight: 1,
    arbitrary: fc.record({ contentType: fc.oneof(jsonTypes, otherTypes), body: fc.uint8Array({ maxLength: 64 }) }),
  },
  { weight: 2, arbitrary: multipartForm.map((body) => ({ contentType: null, body })) },
  {
    weight: 1,
    arbitrary: fc.record({
      contentType: fc.constantFrom('multipart/form-data; boundary=xyz', 'multipart/form-data'),
      body: brokenMultipart,
    }),
  },
);

/** Header values fetch can send (Latin-1 without control characters), with extra weight on odd ones. */
export const headerText = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength: 60,
  }),
  fc.constantFrom(
    '',
    ' ',
    'Bearer',
    'Bearer ',
    'Bearer null',
    `Bearer ${'a'.repeat(4000)}`,
    'Basic Og==',
    'null',
    'http://127.0.0.1',
    '1.2.3.4, evil',
  ),
);

const headersFrom = (names: string[]) => fc.dictionary(fc.constantFrom(...names), headerText, { maxKeys: 3 });

/**
 * Request headers a hostile client might add: bearer tokens, forwarded addresses, cookies, idempotency keys, and
 * now and then an Origin or Sec-Fetch-Site (which turn most writes into a 403 and so are kept rare).
 */
export const hostileHeaders = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  { weight: 3, arbitrary: headersFrom(['authorization', 'x-forwarded-for', 'idempotency-key', 'cookie', 'accept']) },
  { weight: 1, arbitrary: headersFrom(['origin', 'sec-fetch-site', 'authorization']) },
);
