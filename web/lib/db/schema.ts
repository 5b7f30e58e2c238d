import { sql, type SQL } from 'drizzle-orm';
import type { LeadAssignment, LeadKind, LeadStatus, LostReason, WhatsappMessageKind } from './lead-words';
import type { CodePurpose } from './code-purposes';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
  // Issue 33: the name on Hindi pages; blank shows the English one. The English name stays the key (address, API).
  nameHi: text('name_hi').notNull().default(''),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    courseName: text('course_name').notNull(),
    slug: text('slug').notNull().unique(),
    courseTitle: text('course_title').notNull(),
    courseHeading: text('course_heading').notNull(),
    imageURL: text('image_url'),
    // A rating is a review: these two are the count and the exact star sum of the course's reviews, kept in step by
    // the transaction that stores a review. The shown average is rounded only when answering (lib/academy/ratings.ts).
    ratingsCount: integer('ratings_count').notNull().default(0),
    ratingsTotal: integer('ratings_total').notNull().default(0),
    // How many of those reviews gave 1..5 stars, kept by the same transaction, so the review summary is one row read.
    // The check below makes the count and the sum agree with them on every write.
    ratings1: integer('ratings_1').notNull().default(0),
    ratings2: integer('ratings_2').notNull().default(0),
    ratings3: integer('ratings_3').notNull().default(0),
    ratings4: integer('ratings_4').notNull().default(0),
    ratings5: integer('ratings_5').notNull().default(0),
    studentsCount: integer('students_count').notNull().default(0),
    textWhatToLearn: text('text_what_to_learn').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    schemaTitle: text('schema_title').notNull().default(''),
    // Issue 33: what Hindi pages show instead of the English texts; blank shows the English. The name stays English.
    courseTitleHi: text('course_title_hi').notNull().default(''),
    courseHeadingHi: text('course_heading_hi').notNull().default(''),
    textWhatToLearnHi: text('text_what_to_learn_hi').notNull().default(''),
    metaTitleHi: text('meta_title_hi').notNull().default(''),
    metaDescriptionHi: text('meta_description_hi').notNull().default(''),
    // Set when an admin archives the course (issue 29): it leaves the catalogue and every read, and its page answers
    // 410. A course with enrolments, reviews or leads is archived instead of deleted, so none of them loses its course.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // Set when an admin publishes the course (issue 52); null while it is a draft, which only the console shows. The
    // seed, and the courses there were before drafts, are published.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // What search matches: the three searched fields, lower-cased, joined by a line break (a search term is one line,
    // so no match can span two fields). One trigram index over it answers the match and the count of a search.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${courses.courseName} || chr(10) || ${courses.courseTitle} || chr(10) || ${courses.courseHeading})`,
      ),
    createdAt: createdAt(),
    // When what the course page shows last changed (the course, its trainers' batches and prices, its category's name,
    // its reviews): the sitemap's lastmod. Set by every write that changes one of them (lib/db/course-changes.ts).
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_category_idx').on(t.categoryId, t.id),
    index('courses_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'courses_ratings_agree',
      sql`${t.ratingsCount} = ${t.ratings1} + ${t.ratings2} + ${t.ratings3} + ${t.ratings4} + ${t.ratings5}
    AND ${t.ratingsTotal} = ${t.ratings1} + 2 * ${t.ratings2} + 3 * ${t.ratings3} + 4 * ${t.ratings4} + 5 * ${t.ratings5}`,
    ),
  ],
);

export const trainers = pgTable('trainers', {
  id: serial('id').primaryKey(),
  trainerName: text('trainer_name').notNull(),
  trainerImage: text('trainer_image'),
  // The contract allows either an array of languages or one comma-separated string.
  language: jsonb('language').$type<string[] | string | null>(),
  // Issue 33: the name on Hindi pages; blank shows the English one, which forms and the API keep using.
  trainerNameHi: text('trainer_name_hi').notNull().default(''),
  // Issue 53: where the trainer's demo invitations go; none, and only the learner is invited.
  email: text('email'),
  createdAt: createdAt(),
});

/**
 * The addresses a renamed course or category had (issue 29): the slug is the name's, so a rename moves the page, and
 * the old address answers 308 to the new one. A later rename back to an old name drops that row.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: text('kind').$type<'course' | 'category'>().notNull(),
    oldSlug: text('old_slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldSlug] }),
    index('slug_redirects_target_idx').on(t.kind, t.targetId),
    check('slug_redirects_kind', sql`${t.kind} IN ('course', 'category')`),
  ],
);

/** Course covers, trainer photos and category icons uploaded in the staff console, re-encoded like review photos. */
export const catalogueImages = pgTable('catalogue_images', {
  id: serial('id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

// Links that rows cannot exist without: deleting the course or trainer deletes them too.
const courseRef = () =>
  integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });
const trainerRef = () =>
  integer('trainer_id')
    .notNull()
    .references(() => trainers.id, { onDelete: 'cascade' });

export const trainerCourses = pgTable(
  'trainer_courses',
  {
    id: serial('id').primaryKey(),
    trainerId: trainerRef(),
    courseId: courseRef(),
    trainerCourseDescription: text('trainer_course_description'),
  },
  (t) => [
    uniqueIndex('trainer_courses_pair').on(t.trainerId, t.courseId),
    index('trainer_courses_course_idx').on(t.courseId),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    trainerCourseId: integer('trainer_course_id')
      .notNull()
      .references(() => trainerCourses.id, { onDelete: 'cascade' }),
    days: jsonb('days').$type<string[]>().notNull().default([]),
    courseType: text('course_type').$type<'Paid' | 'Free'>().notNull(),
    feeType: text('feetype').$type<'Session' | 'Month' | 'Course' | null>(),
    demoLink: text('demo_link'),
    position: integer('position').notNull().default(0),
    // Issue 53: learners one session takes for a free demo class, and where the class happens: an online class link
    // (Google Meet, Zoom) or a venue. demo_link is the trainer's demo video, not this.
    demoSeats: integer('demo_seats').notNull().default(2),
    classLink: text('class_link'),
    venue: text('venue'),
  },
  (t) => [
    index('batches_trainer_course_idx').on(t.trainerCourseId),
    check('batches_demo_seats', sql`${t.demoSeats} BETWEEN 0 AND 50`),
  ],
);

/** Days a trainer gives no class (leave, holidays), as India's calendar dates: no demo is offered on them (issue 53). */
export const trainerDaysOff = pgTable(
  'trainer_days_off',
  {
    trainerId: trainerRef(),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.day] })],
);

// Likewise a batch's timings and price options.
const batchRef = () =>
  integer('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' });

export const batchTimings = pgTable(
  'batch_timings',
  {
    id: serial('id').primaryKey(),
    batchId: batchRef(),
    from: text('time_from').notNull(),
    to: text('time_to').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('batch_timings_batch_idx').on(t.batchId)],
);

export const priceOptions = pgTable(
  'price_options',
  {
    id: serial('id').primaryKey(),
    batchId: batchRef(),
    name: text('name').notNull(),
    price: integer('price'),
    originalPrice: integer('original_price'),
    sessionsCount: integer('sessions_count'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('price_options_batch_idx').on(t.batchId)],
);

export const reviewPhotos = pgTable('review_photos', {
  id: serial('id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    courseId: courseRef(),
    studentName: text('student_name').notNull(),
    ratings: smallint('ratings').notNull(),
    reviewDescription: text('review_description').notNull(),
    photoId: integer('photo_id').references(() => reviewPhotos.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(true),
    // The learner who was logged in when writing it (issue 27): one review per account per course.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Set when staff hide the review (issue 50, lib/staff/reviews.ts): it leaves the public lists and its stars leave
    // the course's counters, in the same transaction; kept, not deleted, so staff can show it again.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_course_created_idx').on(t.courseId, t.createdAt),
    uniqueIndex('reviews_one_per_learner').on(t.courseId, t.userId).where(sql`${t.userId} IS NOT NULL`),
    // A learner's own reviews, on their account page (issue 30).
    index('reviews_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    // The course's per-star counters have a column for each of these values only.
    check('reviews_ratings_stars', sql`${t.ratings} BETWEEN 1 AND 5`),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type TrainerRow = typeof trainers.$inferSelect;
export type TrainerCourseRow = typeof trainerCourses.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
export type BatchTimingRow = typeof batchTimings.$inferSelect;
export type PriceOptionRow = typeof priceOptions.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;
export type SlugRedirectRow = typeof slugRedirects.$inferSelect;

/**
 * The marker that the demo catalogue was offered to this database once (one row, id 1). The embedded database
 * seeds on its first start only: once the row exists, a course the operator deleted stays deleted. A real
 * PostgreSQL database is never seeded at start; `npm run seed` writes the row too.
 */
export const catalogueSeed = pgTable(
  'catalogue_seed',
  {
    id: integer('id').primaryKey().default(1),
    seededAt: createdAt(),
  },
  (t) => [check('catalogue_seed_single_row', sql`${t.id} = 1`)],
);

/**
 * Issue 31: search keeps the catalogue's words and offers in memory (lib/academy/search). This one row counts the
 * changes of what search and the filters read (courses, batches, timings, prices, trainers' languages), bumped by
 * triggers in the writing transaction (migrations 0013, 0014) whoever writes:
 * a process rebuilds its index only when the count moved, and sees the new count only once the change is committed.
 */
export const searchIndexVersion = pgTable(
  'search_index_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('search_index_version_single_row', sql`${t.id} = 1`)],
);

/**
 * What learners searched for (issue 31), counted, so the console can list the searches that find nothing. The text
 * is the search as matched (lower case, spaces collapsed); searches that look like a phone number or an email are
 * never stored. Counts are added in batches by each process (lib/academy/search/search-log.ts).
 */
export const searchedTexts = pgTable(
  'searched_texts',
  {
    text: text('text').primaryKey(),
    searches: integer('searches').notNull(),
    firstSearchedAt: timestamp('first_searched_at', { withTimezone: true }).notNull().defaultNow(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('searched_texts_searches_positive', sql`${t.searches} > 0`),
    index('searched_texts_searches_idx').on(t.searches),
    index('searched_texts_last_searched_at_idx').on(t.lastSearchedAt),
  ],
);

// ---- Write side: submissions, accounts, rate limits and mail (issue 3) ----

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    courseId: courseRef(),
    trainerId: trainerRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phonenumber').notNull(),
    city: text('city').notNull(),
    // As the learner saw them, kept beside the ids so the record reads well even after a rename.
    trainerName: text('trainer_name').notNull(),
    courseName: text('course_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_requests_course_idx').on(t.courseId, t.createdAt)],
);

export type SlotChoice = { label: string; feeType: string | null; price: number | 'Free' };

export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    courseId: courseRef(),
    trainerId: trainerRef(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('contact').notNull(),
    city: text('city').notNull(),
    trainerName: text('trainer_name').notNull(),
    timeFrom: text('time_from').notNull(),
    timeTo: text('time_to').notNull(),
    // Side panel sends `slot`, the popup also sends `price`; both are kept as sent (after validation).
    price: text('price'),
    slot: jsonb('slot').$type<SlotChoice[]>().notNull().default([]),
    variant: text('variant').$type<'side-panel' | 'popup'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enrolments_course_idx').on(t.courseId, t.createdAt)],
);

export const contactEnquiries = pgTable('contact_enquiries', {
  id: serial('id').primaryKey(),
  // Null for a course the academy does not list (issue 52: asked for from a search that found nothing).
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phonenumber').notNull(),
  courseName: text('course_name').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const trainerApplications = pgTable(
  'trainer_applications',
  {
    id: serial('id').primaryKey(),
    firstName: text('firstname').notNull(),
    lastName: text('lastname').notNull(),
    // Stored lowercased: the 24-hour duplicate rule compares addresses.
    email: text('email').notNull(),
    phone: text('phonenumber').notNull(),
    yearsOfExperience: numeric('year_of_experience', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    hoursPerDay: numeric('hours', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    description: text('description').notNull(),
    courseIds: jsonb('course_ids').$type<number[]>().notNull(),
    courses: jsonb('courses').$type<string[]>().notNull(),
    // Set when an admin approves the application (issue 29), with the trainer it made.
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('trainer_applications_email_idx').on(t.email, t.createdAt)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phonenumber').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: smallint('role_id').$type<1 | 2>().notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // HMAC of the code; the code itself exists only in the mail.
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Set when the action it was verified for spends the verification, so one code opens one account action.
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Issue 50: the one action the code was asked for (lib/academy/otp.ts CodePurpose); a code verified for one is
    // never spent by another, and staff sign-in codes ('staff-sign-in') are never read by /api/otp/verify.
    purpose: text('purpose').$type<CodePurpose>().notNull().default('signup'),
    // SHA-256 of the single-use token /api/otp/verify answered with; the action must present the token itself.
    grantHash: text('grant_hash'),
    // Staff codes: SHA-256 of the nonce in the sign-in's pending cookie, so only that browser can use the code.
    boundTo: text('bound_to'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_email_purpose_idx').on(t.email, t.purpose, t.id)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token; a 256-bit random token needs no slow hash.
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// One row per limited key (e.g. 'login-account:a@b.in'), so a check-and-count is one upsert that locks the row:
// concurrent requests for a key queue on it instead of all reading the same count (web/lib/academy/rate-limit.ts).
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    // Attempts since the key was last forgotten (the growing delays); a running count for budgets.
    hits: integer('hits').notNull(),
    // The next request is allowed from this time (a budget's theoretical arrival time, or a delay's end).
    freeAt: timestamp('free_at', { withTimezone: true }).notNull(),
    // After this the row means nothing any more: the key is treated as new and the row may be swept.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttles_expires_at_idx').on(t.expiresAt)],
);

/**
 * The first answer to each write sent with an Idempotency-Key (lib/http/idempotent.ts): a client that lost the
 * answer and sends the same request again gets this one back instead of a second enrolment. A row is written in
 * the write's own transaction with its answer (lib/academy/idempotency.ts), so it exists exactly when the write
 * does. `status` null is a claim left by a server from before that (migration 0018). `fingerprint` is a hash of
 * the request the key was first used for (lib/http/request-fingerprint.ts); null on those older rows. Kept for a day.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_answers_created_idx').on(t.createdAt)],
);

export type MailPurpose = 'otp' | 'inbox' | 'learner' | 'staff';

/** An iCalendar object a mail carries, and its METHOD (REQUEST for an invitation or a move, CANCEL). */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };
/** A file a mail carries, made when it is sent (a receipt's GST invoice, issue 55): the outbox keeps what, not bytes. */
export type MailAttachment = { kind: 'invoice'; id: number };

/**
 * Every mail the site sends. Mails the learner does not wait on are written here first ('queued', in the same
 * transaction as what they tell of where they can be) and sent by the mail workers (lib/mail/worker.ts), which retry
 * with a growing delay until `give_up_at`, then mark them 'undelivered' for an admin to send again. The OTP code
 * goes out at once and comes here only when that fails. 'logged' when no SMTP server is configured (the mail is
 * printed instead). An inbox notification past the inbox's budget is 'held', then 'digesting' while the digest
 * that carries it is written, then 'digested'. 'failed' is what an SMTP failure was before the queue. A mail due later
 * (a demo's reminder, `next_attempt_at` its time) is 'withdrawn' unsent when what it is `about` changes.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html'),
    // An invitation's calendar part (issue 53): sent as text/calendar with its METHOD, as calendar apps expect.
    calendar: jsonb('calendar').$type<MailCalendar>(),
    attachment: jsonb('attachment').$type<MailAttachment>(),
    purpose: text('purpose').$type<MailPurpose>(),
    status: text('status')
      .$type<
        'logged' | 'queued' | 'sent' | 'undelivered' | 'failed' | 'held' | 'digesting' | 'digested' | 'withdrawn'
      >()
      .notNull(),
    attempts: integer('attempts').notNull().default(0),
    // When a worker may next try it; a worker that claims it moves this past its lease, so a worker that dies while
    // sending leaves it to the next one.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    // What a mail due later is about ('demo:12', a demo's reminders): a change to that thing withdraws it unsent.
    about: text('about'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_about_idx').on(t.about).where(sql`${t.status} = 'queued' AND ${t.about} IS NOT NULL`),
    index('outbox_waiting_idx').on(t.id).where(sql`${t.status} IN ('held', 'digesting')`),
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    index('outbox_undelivered_idx').on(t.id).where(sql`${t.status} = 'undelivered'`),
    // The mails sent to one address: a learner's data download and erasure (issue 30).
    index('outbox_to_idx').on(t.to),
  ],
);

// ---- Staff console (issue 28) ----

export type StaffRole = 'admin' | 'counsellor';

/** Counsellors and admins: not learners, with their own accounts, sessions and sign-in. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    // Stored lowercased.
    email: text('email').notNull().unique(),
    // What the console shows for the member (owner, author, history), set by themselves (issue 54); null: the email.
    displayName: text('display_name'),
    role: text('role').$type<StaffRole>().notNull(),
    // Null until the member sets one from their one-time link.
    passwordHash: text('password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // The categories whose new leads a counsellor takes when they go by category (issue 54); none: any category's.
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [check('staff_members_role', sql`${t.role} IN ('admin', 'counsellor')`)],
);

/** One-time links that let a member set their password (24 hours); only the token's SHA-256 is kept. */
export const staffPasswordLinks = pgTable('staff_password_links', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Links to make the first admin (issue 51): printed to the server's log at start while no active admin exists, so
 * the site need not be stopped for `npm run staff`. No member yet to tie them to; only the token's SHA-256 is kept,
 * and every link is refused once an admin exists (lib/staff/first-admin.ts).
 */
export const staffSetupLinks = pgTable('staff_setup_links', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A signed-in member's session, carried by an httpOnly cookie; only the token's SHA-256 is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change staff make, and every sign-in: who, what, to which record, when. Never deleted. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    // What was changed, as 'kind:id' ('staff:3', 'lead:120'); null for a sign-in.
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_subject_idx').on(t.subject, t.id), index('staff_audit_created_idx').on(t.createdAt)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A visitor's first visit (issue 54), as the `first_touch` cookie keeps it: its UTM parameters, the referring page
 * (origin and path, no query) and the path it landed on (no query), and when (ISO). Blank fields were not there.
 */
export type FirstTouch = {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  referrer: string;
  landing: string;
  at: string;
};

/** What a learner submitted, as label and value in the form's order, kept as it was when it arrived. */
export type LeadDetails = [label: string, value: string][];

/**
 * Every demo request, enrolment, enquiry and trainer application, as one lead the staff console works (issue 28):
 * written in the same transaction as the submission itself. Name, email, phone and courses are copied here so the
 * inbox filters and searches one table; `version` grows with every change, so two members changing a lead at once
 * cannot overwrite each other silently.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<LeadKind>().notNull(),
    // The submission's id in its own table (demo_requests, enrolments, contact_enquiries, trainer_applications).
    sourceId: integer('source_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    courseIds: integer('course_ids').array().notNull().default(sql`'{}'`),
    courseNames: text('course_names').notNull(),
    name: text('name').notNull(),
    // Lowercased.
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    // The phone's national number (the last ten digits), for search, the same person's other leads and the links.
    phoneDigits: text('phone_digits').notNull(),
    city: text('city').notNull().default(''),
    details: jsonb('details').$type<LeadDetails>().notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    // Why it was lost, as a code (lead-words' LOST_REASONS), and the member's note in words: set together, only when lost.
    lostCode: text('lost_code').$type<LostReason>(),
    lostReason: text('lost_reason'),
    ownerId: integer('owner_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the learner deleted their account (issue 30): name, email, phone, city and details are blanked then.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // The next follow-up a member set (issue 54), in UTC; null for none.
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    // The lead's milestones, each set once, when it first got there (issue 54's funnel: a lead enrolled and later
    // closed still counts as enrolled): the academy's first answer (its first move out of 'new' by a member or the
    // site), a demo booked, a demo attended, enrolled.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    demoBookedAt: timestamp('demo_booked_at', { withTimezone: true }),
    demoAttendedAt: timestamp('demo_attended_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    // When a new lead is to be contacted by: received + the academy's response time in working hours (lead_rules).
    respondBy: timestamp('respond_by', { withTimezone: true }),
    // When the lead is next due, what the Due today / Overdue / Upcoming views read: an open lead's follow-up, else
    // a new lead's respond-by; null for a lead closed either way. Kept by the database, so no writer forgets it.
    dueAt: timestamp('due_at', { withTimezone: true }).generatedAlwaysAs(
      sql`case when status in ('new', 'contacted', 'demo_scheduled', 'demo_done') then coalesce(follow_up_at, case when status = 'new' then respond_by end) end`,
    ),
    // Where the learner first came from (issue 54): the first visit's UTM source, else the referring site's host,
    // else 'direct'; '' for a lead from before sources were kept. What the dashboard and the CSV group by.
    source: text('source').notNull().default(''),
    // The whole first touch: UTM parameters, referrer and landing page, as the first-party cookie kept them.
    firstTouch: jsonb('first_touch').$type<FirstTouch>(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, name || ' ' || regexp_replace(email, '[@._+-]+', ' ', 'g') || ' ' || phone_digits)`,
      ),
  },
  (t) => [
    uniqueIndex('leads_source_idx').on(t.kind, t.sourceId),
    index('leads_received_idx').on(t.receivedAt, t.id),
    index('leads_status_idx').on(t.status, t.receivedAt, t.id),
    index('leads_owner_idx').on(t.ownerId, t.receivedAt, t.id),
    index('leads_kind_idx').on(t.kind, t.receivedAt, t.id),
    // Every lead, the ones with no due time last: the follow-up views read a range of it, the list sorted by due
    // time its first page.
    index('leads_due_idx').on(t.dueAt, t.id),
    // The list sorted by the learner's name (issue 54).
    index('leads_name_idx').on(t.name, t.id),
    index('leads_owner_due_idx').on(t.ownerId, t.dueAt, t.id).where(sql`${t.dueAt} is not null`),
    index('leads_courses_idx').using('gin', t.courseIds),
    index('leads_search_idx').using('gin', t.search),
    index('leads_email_idx').on(t.email),
    // text_pattern_ops: a phone search is a prefix (LIKE '98765%'), whatever the database's collation.
    index('leads_phone_idx').on(t.phoneDigits.op('text_pattern_ops')),
    check('leads_kind', sql`${t.kind} IN ('demo', 'enrolment', 'enquiry', 'application')`),
    check(
      'leads_status',
      sql`${t.status} IN ('new', 'contacted', 'demo_scheduled', 'demo_done', 'enrolled', 'closed', 'lost', 'cancelled')`,
    ),
    check(
      'leads_lost_code',
      sql`${t.lostCode} IN ('not_interested', 'unreachable', 'price', 'timing', 'chose_elsewhere', 'other')`,
    ),
  ],
);

/**
 * The academy's rules for new leads (issue 54), one row (id 1), changed by admins on the Team page: how many working
 * hours a new lead may wait for its first contact before it shows as overdue.
 */
export const leadRules = pgTable(
  'lead_rules',
  {
    id: integer('id').primaryKey().default(1),
    responseHours: integer('response_hours').notNull().default(2),
    // Who gets a new lead: nobody until a member takes it ('none'), the active counsellors in turn ('round_robin'), or
    // in turn those of the lead's category ('by_category').
    assignment: text('assignment').$type<LeadAssignment>().notNull().default('none'),
    // The counsellor the round-robin gave the last lead to: the next goes to the next one after them.
    lastAssignedId: integer('last_assigned_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lead_rules_one', sql`${t.id} = 1`),
    check('lead_rules_hours', sql`${t.responseHours} between 1 and 72`),
    check('lead_rules_assignment', sql`${t.assignment} IN ('none', 'round_robin', 'by_category')`),
  ],
);

/**
 * The dashboard's counts (issue 54), kept by the database itself: a trigger on leads (migration 0031) adds each lead
 * to its day in India under each dimension, and moves it when its day, source, courses, owner or milestones change,
 * so the dashboard sums a few rows a day instead of reading every lead. Dimensions: 'all' (value ''), 'source',
 * 'course' (the lead's course names), 'owner' (the member's id, '' for nobody) and 'response' ('{owner}:{bucket}',
 * the leads first answered within each of RESPONSE_BUCKETS' ranges, for the median). No personal data.
 */
export const leadDayCounts = pgTable(
  'lead_day_counts',
  {
    dimension: text('dimension').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    leads: integer('leads').notNull().default(0),
    booked: integer('booked').notNull().default(0),
    attended: integer('attended').notNull().default(0),
    enrolled: integer('enrolled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/**
 * How often the "Chat on WhatsApp" button was pressed on each page, per day in India (issue 54): a page is its path
 * without the language, a course page only when the course exists, a page whose address holds a token by its shape
 * ('/demo/[token]'). No personal data: no one's address, nothing of who pressed it.
 */
export const whatsappClicks = pgTable(
  'whatsapp_clicks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page] })],
);

/**
 * The days whose 9:00 IST digest of due leads went out (issue 54): the first server instance to insert the day
 * queues the mails, in the same transaction, so each day's digest goes once however many instances run.
 */
export const leadDigestDays = pgTable('lead_digest_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
export type LeadRulesRow = typeof leadRules.$inferSelect;

/**
 * The WhatsApp messages as admins edited them (issue 54), per kind and language; a kind and language without a row
 * is offered in the site's own words (lib/whatsapp-messages.ts's DEFAULT_MESSAGES).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    kind: text('kind').$type<WhatsappMessageKind>().notNull(),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.locale] }),
    check('whatsapp_messages_kind', sql`${t.kind} IN ('demo', 'demo_booked', 'enrolment', 'enquiry', 'application')`),
    check('whatsapp_messages_locale', sql`${t.locale} IN ('en', 'hi')`),
    check('whatsapp_messages_length', sql`char_length(${t.body}) between 1 and 1000`),
  ],
);

/** A staff member's note on a lead; never edited or deleted. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.id)],
);

/**
 * A demo request's class (issue 53): made with the request ('open': no time yet), then booked at one session of a
 * batch of the requested trainer, moved, cancelled, and marked attended or no-show. The learner reaches it by the
 * mailed link, whose token only its SHA-256 is kept of. `uid` names its calendar event for good; `sequence` grows
 * with every change of the event that was sent (a move, a cancel).
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: serial('id').primaryKey(),
    demoRequestId: integer('demo_request_id')
      .notNull()
      .references(() => demoRequests.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    uid: text('uid').notNull(),
    status: text('status').$type<DemoStatus>().notNull().default('open'),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    // Until when the link opens the booking while no time is booked; a booked demo's link lasts until it is over.
    openUntil: timestamp('open_until', { withTimezone: true }).notNull(),
    // The language of the page the request was sent from: the booking page's links, mails and reminders use it.
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('demo_bookings_request_idx').on(t.demoRequestId),
    uniqueIndex('demo_bookings_token_idx').on(t.tokenHash),
    index('demo_bookings_lead_idx').on(t.leadId),
    // The seats a session has taken, and the console's demos by time.
    index('demo_bookings_session_idx').on(t.batchId, t.startsAt).where(sql`${t.status} = 'booked'`),
    index('demo_bookings_starts_idx').on(t.startsAt).where(sql`${t.startsAt} IS NOT NULL`),
    check('demo_bookings_status', sql`${t.status} IN ('open', 'booked', 'cancelled', 'attended', 'no_show')`),
    check(
      'demo_bookings_time',
      sql`(${t.startsAt} IS NULL) = (${t.endsAt} IS NULL) AND (${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

export type DemoStatus = 'open' | 'booked' | 'cancelled' | 'attended' | 'no_show';

/**
 * A fee a learner is to pay online (issue 55): made with an enrolment whose options have a price in the catalogue,
 * for that price, never the browser's. The learner reaches it by the link the enrolment's answer and mail carry,
 * whose token only its SHA-256 is kept of. 'due' until a captured payment covers it ('paid'). The learner's state
 * (for the invoice's GST split) is asked on the pay page. Name, email and phone as sent, blanked when the learner
 * erases their account; the amounts stay for the books.
 */
export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    enrolmentId: integer('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseName: text('course_name').notNull(),
    // What is paid for, as the pay page and the receipt show it: the options chosen, the batch's days and hours.
    description: text('description').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    tokenHash: text('token_hash').notNull(),
    locale: text('locale').notNull().default('en'),
    name: text('name').notNull(),
    // Lowercased.
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    learnerState: text('learner_state'),
    status: text('status').$type<FeeStatus>().notNull().default('due'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fees_token_idx').on(t.tokenHash),
    uniqueIndex('fees_enrolment_idx').on(t.enrolmentId),
    index('fees_email_idx').on(t.email, t.createdAt),
    index('fees_lead_idx').on(t.leadId),
    check('fees_status', sql`${t.status} IN ('due', 'paid', 'cancelled')`),
    check('fees_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** The gateway's order for a fee: one per fee, made when the learner first presses Pay, paid at most once. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_fee_idx').on(t.feeId),
    uniqueIndex('payment_orders_gateway_idx').on(t.gatewayOrderId),
  ],
);

/**
 * Each payment the gateway reported for an order, once by its id however often the browser's return and the
 * webhook report it: 'failed' may become 'captured' (events out of order), never back.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').notNull().default(''),
    status: text('status').$type<PaymentStatus>().notNull(),
    // The gateway's words for a failed payment ('Payment failed'), for the pay page and the console.
    failure: text('failure'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_idx').on(t.gatewayPaymentId),
    index('payments_fee_idx').on(t.feeId, t.createdAt),
    check('payments_status', sql`${t.status} IN ('captured', 'failed')`),
  ],
);

/** The webhook events already taken (`x-razorpay-event-id`): a repeat of one changes nothing. No bodies are kept. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number given in each series of tax documents per financial year (April-March, '2026-27'): taken by an
 * upsert in the transaction that stores the document, so numbers run without gaps or repeats (GST rule 46).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** The seller as a tax document names them, kept with each one: a later change of address changes no issued one. */
export type TaxSeller = { legalName: string; address: string; gstin: string; stateCode: string };

/**
 * GST tax invoices, one per fee paid online (issue 55), with everything they show as issued: amounts in paise, prices
 * including GST, split into the taxable value and CGST + SGST (the learner's state is the academy's) or IGST. Kept
 * when a learner's data is erased (the law keeps invoices for six years); their email is blanked.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<TaxDocumentKind>().notNull().default('invoice'),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<TaxSeller>().notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    method: text('method').notNull().default(''),
    // A credit note's invoice, and why the money went back.
    againstId: integer('against_id').references((): AnyPgColumn => taxInvoices.id),
    againstNumber: text('against_number'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('tax_invoices_number_idx').on(t.number),
    uniqueIndex('tax_invoices_sequence_idx').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('tax_invoices_payment_idx').on(t.paymentId).where(sql`${t.kind} = 'invoice'`),
    index('tax_invoices_fee_idx').on(t.feeId),
    check('tax_invoices_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check(
      'tax_invoices_sum',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export type TaxDocumentKind = 'invoice' | 'credit_note';

/**
 * Money given back from a captured payment (issue 55), by an admin from the console or on Razorpay's dashboard:
 * 'requested' holds its amount against the payment while Razorpay is asked (so two admins at once cannot give back
 * more than was paid), then 'pending' or 'processed' (its credit note issued) or 'failed' (the amount free again).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    failure: text('failure'),
    creditNoteId: integer('credit_note_id').references(() => taxInvoices.id),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_gateway_idx').on(t.gatewayRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_status', sql`${t.status} IN ('requested', 'pending', 'processed', 'failed')`),
    check('refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);

export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

/**
 * Payment links a member makes on a lead (issue 55), each for a fee of its own: 'creating' while Razorpay is asked,
 * then 'created' (mailed, open) until paid, cancelled or expired; 'failed' when Razorpay did not make it. A lead has
 * at most one open link: fifty presses of the button make one.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    gatewayLinkId: text('gateway_link_id'),
    shortUrl: text('short_url'),
    amountPaise: integer('amount_paise').notNull(),
    // Why the amount is not the course's price, when it is not.
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<PaymentLinkStatus>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_links_gateway_idx').on(t.gatewayLinkId),
    uniqueIndex('payment_links_open_idx').on(t.leadId).where(sql`${t.status} IN ('creating', 'created')`),
    index('payment_links_fee_idx').on(t.feeId),
    check(
      'payment_links_status',
      sql`${t.status} IN ('creating', 'created', 'paid', 'cancelled', 'expired', 'failed')`,
    ),
  ],
);

export type PaymentLinkStatus = 'creating' | 'created' | 'paid' | 'cancelled' | 'expired' | 'failed';
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

export type FeeStatus = 'due' | 'paid' | 'cancelled';
export type PaymentStatus = 'captured' | 'failed';
export type FeeRow = typeof fees.$inferSelect;
export type DemoBookingRow = typeof demoBookings.$inferSelect;

export type LeadRow = typeof leads.$inferSelect;
export type { LeadAssignment, LeadKind, LeadStatus, LostReason };

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export type DemoRequestRow = typeof demoRequests.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;
export type ContactEnquiryRow = typeof contactEnquiries.$inferSelect;
export type TrainerApplicationRow = typeof trainerApplications.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxMessageRow = typeof outbox.$inferSelect;
