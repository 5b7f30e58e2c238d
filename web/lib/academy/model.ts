import type { Session, Timing, TrainerDetails, WireTrainerCourse } from '@/lib/contract';

/**
 * The academy's catalogue as the app names it. Where the spec's wire spells a field oddly (a batch's `feetype`, a
 * trainer entry's `availableBatchess`) the app has its own name, and the API routes and the HTTP backend translate
 * at the edge (lib/backend/wire.ts). The shapes whose wire names read well are the wire's own.
 */
export type { Category, Course, CourseList, Review, ReviewSummary, Session, Timing, TrainerDetails } from '@/lib/contract';

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
export type TrainerEntry = { id: number; trainerName: string; timings: Timing[]; trainerDetails: TrainerDetails; courses: TrainerCourse[] };

/** A trainer with every course they teach. */
export type Trainer = { trainerDetails: TrainerDetails; courses: TrainerCourse[] };
