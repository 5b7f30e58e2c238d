import { z } from 'zod';
import { demoEmbedUrl } from '@/lib/demo-embed';
import { slugify } from '@/lib/slug';
import { isCalendarDay, numberInput, requiredText } from './fields';

/**
 * The catalogue editor's forms (issue 29), shared by the console's pages (zodResolver) and its route handlers. Each
 * schema takes what its form sends and also its own output, so a value checked in the browser passes again as is.
 */

export const FEE_TYPES = ['Session', 'Month', 'Course'] as const;
export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const MAX_COURSE_HTML = 100_000;
/** A catalogue save is JSON of at most this size (a course with its HTML, a trainer with every batch). */
export const MAX_CATALOGUE_JSON_BYTES = 512 * 1024;

/** A name that gives an address: the slug rule must leave something of it. */
const named = (required: string, max: number) =>
  requiredText(required, max).refine((name) => slugify(name) !== '', 'Use letters or digits in the name');

const boundedText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => boundedText(max).default('');
/**
 * A Hindi text of the catalogue (issue 33): blank shows the English on Hindi pages; left out of a save, the stored
 * one stays as it is, so a client that knows nothing of them loses none.
 */
const hindiText = (max: number) => boundedText(max).optional();

/** Whole rupees or counts: typed as text by the forms, numbers from other clients; blank is missing. */
const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`),
  );

const optionalWholeNumber = (label: string, max: number) =>
  z.preprocess((value) => (value === null ? undefined : numberInput(value)), wholeNumber(label, max).optional());

/**
 * An image the site can show: one uploaded in the console (`/api/catalogue/images/12`), one of the site's own files
 * (`/images/...`), or an https address. Blank means none.
 */
export const imageField = z
  .string()
  .trim()
  .max(500, 'Image address is too long')
  .refine(
    (value) => value === '' || /^\/(api\/catalogue\/images\/\d+|images\/[\w./-]+)$/.test(value) || isHttpsUrl(value),
    'Upload an image or give an https address',
  )
  .default('');

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const positionField = wholeNumber('Order', 9999);

/** Course HTML: what the course page's "What you'll learn" shows. */
const courseHtml = z.string().max(MAX_COURSE_HTML, 'What you learn is too long');

export const categoryFormSchema = z.object({
  name: named('Name is required', 60),
  nameHi: hindiText(60),
  icon: imageField.refine((icon) => icon !== '', 'Choose or upload an icon'),
  position: positionField,
});

export const courseFormSchema = z.object({
  courseName: named('Course name is required', 120),
  courseTitle: requiredText('Title is required', 200),
  courseHeading: requiredText('Heading is required', 300),
  categoryId: z.preprocess(
    numberInput,
    z.number({ error: 'Choose a category' }).int('Choose a category').positive('Choose a category'),
  ),
  imageURL: imageField,
  textWhatToLearn: courseHtml.default(''),
  metaTitle: optionalText(120),
  metaDescription: optionalText(320),
  schemaTitle: optionalText(200),
  studentsCount: wholeNumber('Students', 10_000_000),
  courseTitleHi: hindiText(200),
  courseHeadingHi: hindiText(300),
  textWhatToLearnHi: courseHtml.optional(),
  metaTitleHi: hindiText(120),
  metaDescriptionHi: hindiText(320),
});

/** "07:30" (a time input) or "07:30 AM" (how the academy prints times) -> "07:30 AM". */
export function printedTime(value: string): string | null {
  const text = value.trim().toUpperCase();
  const twelve = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/.exec(text);
  if (twelve) {
    const [, h, m, half] = twelve;
    return Number(h) >= 1 && Number(h) <= 12 && Number(m) < 60 ? `${h!.padStart(2, '0')}:${m} ${half}` : null;
  }
  const day = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!day) return null;
  const [hours, minutes] = [Number(day[1]), Number(day[2])];
  if (hours > 23 || minutes > 59) return null;
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelveHour).padStart(2, '0')}:${day[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "07:30 PM" -> "19:30", for a time input; '' when it is not a time. */
export function inputTime(printed: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(printed.trim());
  if (!match) return '';
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const minutesOf = (printed: string) => {
  const [hours, minutes] = inputTime(printed).split(':').map(Number);
  return hours! * 60 + minutes!;
};

const timeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value, ctx) => {
      const time = printedTime(value);
      if (!time) ctx.addIssue({ code: 'custom', message: `${label} must be a time such as 07:30 AM` });
      return time ?? value;
    });

export const timingSchema = z
  .object({ from: timeField('From'), to: timeField('To') })
  .refine((t) => !printedTime(t.from) || !printedTime(t.to) || minutesOf(t.to) > minutesOf(t.from), {
    error: 'The class must end after it starts',
    path: ['to'],
  });

/**
 * A price option ("session" in the contract): its name, price and, when it is on offer, the price it is reduced
 * from, which must then be above the price.
 */
export const sessionSchema = z
  .object({
    name: requiredText('Name is required', 80),
    price: wholeNumber('Price', 10_000_000),
    originalPrice: optionalWholeNumber('Original price', 10_000_000),
    sessionsCount: optionalWholeNumber('Sessions', 1000),
  })
  .refine((s) => s.originalPrice === undefined || s.originalPrice > s.price, {
    error: 'The original price must be above the price',
    path: ['originalPrice'],
  });

export const demoLinkField = z
  .string()
  .trim()
  .max(500, 'Demo link is too long')
  .refine((link) => link === '' || demoEmbedUrl(link) !== null, 'Give a YouTube or Vimeo video link')
  .default('');

/** A batch's live class address (issue 53): where a demo class meets online, an https link (Meet, Zoom). */
export const classLinkField = z
  .string()
  .trim()
  .max(500, 'Class link is too long')
  .refine((link) => link === '' || isHttpsUrl(link), 'Give the class link as an https address');

export const MAX_DEMO_SEATS = 50;

/** A stored row's id, kept through a save so what refers to it (an enrolment's batch) stays linked. */
const rowId = z.preprocess(numberInput, z.number().int().positive().optional());

export const batchSchema = z.object({
  id: rowId,
  days: z
    .array(z.enum(WEEK_DAYS, { error: 'Choose days of the week' }))
    .max(7)
    .default([]),
  feeType: z.enum(FEE_TYPES, { error: 'Choose Session, Month or Course' }),
  demoLink: demoLinkField,
  // A batch without timings is shown as 'No available timings' (the spec), so an older one may be saved as it is.
  timings: z.array(timingSchema).max(10, 'At most 10 timings'),
  // No price options: a free batch.
  sessions: z.array(sessionSchema).max(10, 'At most 10 price options').default([]),
  // Issue 53, what a demo class of the batch needs: its places per session, and where it meets (a link or a venue).
  // Left out of a save (or blank seats), the stored ones stay: a client that knows nothing of them loses none.
  demoSeats: optionalWholeNumber('Demo seats', MAX_DEMO_SEATS),
  classLink: classLinkField.optional(),
  venue: boundedText(300).optional(),
});

export const taughtCourseSchema = z.object({
  courseId: z.preprocess(
    numberInput,
    z.number({ error: 'Choose a course' }).int('Choose a course').positive('Choose a course'),
  ),
  description: optionalText(2000),
  batches: z.array(batchSchema).max(20, 'At most 20 batches').default([]),
});

/** Languages typed as "Hindi, English" or sent as a list. */
const languagesField = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value),
  z
    .array(z.string().trim().max(40, 'A language name is at most 40 characters'))
    .transform((list) => [...new Set(list.filter(Boolean))])
    .pipe(z.array(z.string()).max(12, 'At most 12 languages')),
);

/** India's date of a trainer's day off ('2026-12-25'), one the calendar has. */
const dayOffField = z.string({ error: 'Enter a date' }).trim().refine(isCalendarDay, 'Enter a date');

export const MAX_DAYS_OFF = 200;

export const trainerFormSchema = z
  .object({
    trainerName: named('Trainer name is required', 80),
    trainerNameHi: hindiText(80),
    trainerImage: imageField,
    language: languagesField,
    courses: z.array(taughtCourseSchema).max(50, 'At most 50 courses').default([]),
    // Issue 53: where the trainer's demo invitations go, and the days they give no class (leave, holidays). Left out
    // of a save, the stored ones stay.
    email: z
      .string()
      .trim()
      .max(254, 'Must be at most 254 characters')
      .refine((email) => email === '' || z.email().safeParse(email).success, 'Invalid email address')
      .optional(),
    daysOff: z
      .array(z.object({ day: dayOffField }))
      .max(MAX_DAYS_OFF, `At most ${MAX_DAYS_OFF} days off`)
      .optional(),
  })
  .refine((t) => new Set(t.courses.map((c) => c.courseId)).size === t.courses.length, {
    error: 'Each course can be listed once',
    path: ['courses'],
  })
  .refine((t) => !t.daysOff || new Set(t.daysOff.map((d) => d.day)).size === t.daysOff.length, {
    error: 'Each day off can be listed once',
    path: ['daysOff'],
  });

/** Archive, bring back or delete a course. */
export const courseStateSchema = z.object({
  action: z.enum(['publish', 'archive', 'restore', 'delete'], { error: 'Choose publish, archive, restore or delete' }),
});

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryForm = z.output<typeof categoryFormSchema>;
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;
export type TrainerFormInput = z.input<typeof trainerFormSchema>;
export type TrainerForm = z.output<typeof trainerFormSchema>;
export type BatchForm = z.output<typeof batchSchema>;
export type SessionForm = z.output<typeof sessionSchema>;
