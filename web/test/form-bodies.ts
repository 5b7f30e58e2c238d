import type { WireTrainerEntry } from '@/lib/contract';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';

// What the site's public forms send, filled in so that the server accepts it: the HTTP tests that write start from
// these and override what they are about (an email to tell requests apart, a field made wrong).

type Overrides = Record<string, unknown>;
const GUITAR = PAID_SESSION_COURSE.courseName;

/** A trainer's first batch as the forms spell it: "from - to" in the side panel, "from-to" in the popup. */
export function batchTiming(trainer: WireTrainerEntry, spaced = true) {
  const { from, to } = trainer.availableBatchess[0]!;
  return spaced ? `${from} - ${to}` : `${from}-${to}`;
}

/** The demo request form, for a session with `trainerName` in the paid session course. */
export const demoRequestBody = (trainerName: string, overrides: Overrides = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  phonenumber: '9876543210',
  city: 'Pune',
  trainerName,
  course: GUITAR,
  ...overrides,
});

/** The side panel's enrolment in the paid session course: Course.courseName, a slot, the trainer's first batch. */
export const enrolmentBody = (trainer: WireTrainerEntry, overrides: Overrides = {}) => ({
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  contact: '9123456780',
  city: 'Hyderabad',
  trainer: trainer.trainerName,
  availableTrainerId: trainer.id,
  availableBatchess: batchTiming(trainer),
  Course: { courseName: GUITAR },
  slot: [{ label: 'Single Session', feeType: 'Session', price: 499 }],
  ...overrides,
});

/** The contact form's enquiry about the paid session course. */
export const enquiryBody = (overrides: Overrides = {}) => ({
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phonenumber: '9988776655',
  courseName: GUITAR,
  message: 'Do you have weekend batches?',
  ...overrides,
});

/** The trainer application form; an email applies once a day, so each test brings its own. */
export const trainerApplicationBody = (email: string, overrides: Overrides = {}) => ({
  firstname: 'Kavya',
  lastname: 'Menon',
  email,
  phonenumber: '9090909090',
  yearOfExperience: '6',
  area: 'Madhapur',
  city: 'Hyderabad',
  hours: 4,
  Textarea: 'Carnatic and Western guitar for ten years.',
  courses: [GUITAR],
  ...overrides,
});

type NewLearner = { name: string; email: string; phone: string; password: string; verificationToken: string };

/** What the Sign up screen sends once the mailed code is verified: a learner's account (role 1). */
export const signupBody = ({ name, email, phone, password, verificationToken }: NewLearner) => ({
  FullName: name,
  email,
  phonenumber: phone,
  password,
  confirmpassword: password,
  roleid: 1,
  isVerified: true,
  verificationToken,
});

/**
 * The review form's fields (studentName, reviewDescription, ratings, courseName; a test of its refusals leaves some
 * out) as multipart, in the order given. A photo is the caller's to append.
 */
export function reviewForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
