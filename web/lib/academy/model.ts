import type { Session, Timing, TrainerDetails, WireTrainerCourse } from '@/lib/contract';
import type { SlotChoice } from '@/lib/db/schema';

/**
 * The academy's catalogue as the app names it. Where the spec's wire spells a field oddly (a batch's `feetype`, a
 * trainer entry's `availableBatchess`) the app has its own name, and the API routes and the HTTP backend translate
 * at the edge (lib/backend/wire.ts). The shapes whose wire names read well are the wire's own.
 */
export type {
  Category,
  Course,
  CourseList,
  Review,
  ReviewSummary,
  Session,
  Timing,
  TrainerDetails,
} from '@/lib/contract';

export type FeeType = 'Session' | 'Month' | 'Course';

/** One batch of a trainer's course: when it meets and what it costs. */
export type Batch = {
  batchId: number;
  days: string[];
  courseType: 'Paid' | 'Free';
  feeType: FeeType | null;
  timings: Timing[];
  sessions: Session[];
  demoLink: string | null;
  trainerCourseDescription: string | null;
};

/** A course a trainer teaches, with the batches of it. */
export type TrainerCourse = { courseDetails: WireTrainerCourse['courseDetails']; batches: Batch[] };

/** A trainer of one course: `timings` are all the timings of their batches of it. */
export type TrainerEntry = {
  id: number;
  trainerName: string;
  timings: Timing[];
  trainerDetails: TrainerDetails;
  courses: TrainerCourse[];
};

/** A trainer with every course they teach. */
export type Trainer = { trainerDetails: TrainerDetails; courses: TrainerCourse[] };

// ---- What learners send, as the app names it. The spec's form bodies (lib/validation) carry the wire's spellings
// (phonenumber, FullName, roleid, Textarea, availableBatchess, ...); the API routes translate them with
// lib/backend/wire-forms.ts before the domain sees them, and name a refused field back in the wire's words.

/** A request for a demo class with one of a course's trainers. */
export type DemoRequestDetails = {
  name: string;
  email: string;
  phone: string;
  city: string;
  trainerName: string;
  courseName: string;
};

/** A Contact Us enquiry about a course. */
export type EnquiryDetails = { name: string; email: string; phone: string; courseName: string; message: string };

/** A Become a Trainer application. */
export type TrainerApplicationDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  yearsOfExperience: number;
  area: string;
  city: string;
  hoursPerDay: number;
  description: string;
  courseNames: string[];
};

/** One price option as the learner chose it (lib/db/schema.ts); no price is a free course. */
export type { SlotChoice };

/** An enrolment from the side panel (slots) or the Enroll Now popup (a price too). */
export type EnrolmentDetails = {
  variant: 'side-panel' | 'popup';
  name: string;
  email: string;
  phone: string;
  city: string;
  /** The trainer the form names: by id when it sent one, else by name. */
  trainer: { id?: number; name: string };
  timing: Timing;
  /** The course the form names, when it names one: it must be the course being enrolled in. */
  courseName?: string;
  price: string | null;
  slots: SlotChoice[];
};

/** A learner's account: 1 learns, 2 teaches. */
export type Role = 1 | 2;

export type SignupDetails = { fullName: string; email: string; phone: string; password: string; role: Role };

/** What the academy shows of an account. */
export type AccountProfile = { email: string; fullName: string; phone: string; role: Role };

/** A session opened by logging in, with the name and phone the header and forms show. */
export type LoginSession = { email: string; token: string; fullName: string; phone: string };
