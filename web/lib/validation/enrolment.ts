import { z } from 'zod';
import { emailField, LETTERS_AND_SPACES, numberInput, phoneField, requiredText } from './fields';

/**
 * Enrolment, spec sections 3 and 5. Two forms post to the same endpoint: the side panel (`slot`) and the
 * "Enroll Now" popup (`price`, different messages). The course travels as `Course.courseName` or, from the
 * course page, `Course.originalCourse`; the chosen timing as 'from - to' or 'from-to'.
 */

/** 'from - to' or 'from-to' (times such as '06:00 AM' have no hyphen of their own). */
export function parseTiming(value: string): { from: string; to: string } | null {
  const match = /^\s*([^-]*[^\s-])\s*-\s*([^-]*[^\s-])\s*$/.exec(value);
  return match ? { from: match[1]!, to: match[2]! } : null;
}

const contact = phoneField('Contact number is required', (s) =>
  s
    .regex(/^\d+$/, 'Contact number must contain only digits')
    .min(10, 'Contact number must be at least 10 digits')
    .max(10, 'Contact number must be at most 10 digits'),
);

const batches = requiredText('Please select available batches', 100).refine(
  (value) => parseTiming(value) !== null,
  'Please select available batches',
);

const courseRef = z
  .object({
    courseName: z.string().trim().max(200).optional(),
    originalCourse: z.string().trim().max(200).optional(),
  })
  .optional();

const trainerId = z.preprocess(
  numberInput,
  z
    .number({ error: 'availableTrainerId must be a number' })
    .int('availableTrainerId must be a whole number')
    .positive()
    .max(2_147_483_647)
    .optional(),
);

/** One price option as the page builds it; a missing price means a free course. */
export const slotSchema = z.object({
  label: z.string({ error: 'Please select a slot' }).trim().min(1, 'Please select a slot').max(200),
  feeType: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => v ?? null),
  price: z
    .union([
      z.literal('Free'),
      z.number().nonnegative().max(10_000_000),
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/)
        .transform(Number),
    ])
    .nullish()
    .transform((v): number | 'Free' => v ?? 'Free'),
});

const price = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  requiredText('price selection is required', 100),
);

export const sidePanelEnrolmentSchema = z.object({
  name: requiredText('Name is required', 100)
    .min(3, 'Name must be at least 3 characters long')
    .regex(LETTERS_AND_SPACES, 'Name must contain only letters'),
  email: emailField('Email is required', 'Email address is invalid'),
  contact,
  city: requiredText('Please select a city', 100)
    .min(3, 'City must contain at least 3 characters')
    .regex(LETTERS_AND_SPACES, 'City must contain only letters'),
  trainer: requiredText('Please select a trainer', 200),
  availableTrainerId: trainerId,
  availableBatchess: batches,
  Course: courseRef,
  slot: z.array(slotSchema, { error: 'Please select a slot' }).min(1, 'Please select a slot').max(20),
  price: z.undefined().optional(),
});

export const popupEnrolmentSchema = z.object({
  name: requiredText('Name is required', 100).min(3, 'Name must be at least 3 characters long'),
  email: emailField('Email is required', 'Invalid email format'),
  contact,
  city: requiredText('City is required', 100),
  trainer: requiredText('Please select a trainer', 200),
  availableTrainerId: trainerId,
  availableBatchess: batches,
  Course: courseRef,
  price,
  slot: z
    .array(slotSchema)
    .max(20)
    .optional()
    .transform((v) => v ?? []),
});

/** The popup is the variant that sends `price`; the side panel never does. */
export const isPopupEnrolment = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>).price !== undefined;

export type SidePanelEnrolmentInput = z.input<typeof sidePanelEnrolmentSchema>;
export type PopupEnrolmentInput = z.input<typeof popupEnrolmentSchema>;
export type Enrolment =
  | (z.output<typeof sidePanelEnrolmentSchema> & { variant: 'side-panel' })
  | (z.output<typeof popupEnrolmentSchema> & { variant: 'popup' });
