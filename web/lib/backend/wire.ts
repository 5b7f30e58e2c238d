import type { WireBatch, WireTrainer, WireTrainerCourse, WireTrainerEntry } from '@/lib/contract';
import type { Batch, Trainer, TrainerCourse, TrainerEntry } from '@/lib/academy/model';

// The spec's wire spellings stay at the edge: the API routes answer with these, and the HTTP backend reads with them.

// In the spec's order of fields.
export const batchToWire = (batch: Batch): WireBatch => ({
  batchId: batch.batchId,
  days: batch.days,
  courseType: batch.courseType,
  feetype: batch.feeType,
  availableBatches: batch.timings,
  sessions: batch.sessions,
  demoLink: batch.demoLink,
  trainerCourseDescription: batch.trainerCourseDescription,
});

export const batchFromWire = ({ feetype, availableBatches, ...batch }: WireBatch): Batch => ({
  ...batch,
  feeType: feetype,
  timings: availableBatches,
});

const courseToWire = (course: TrainerCourse): WireTrainerCourse => ({
  courseDetails: course.courseDetails,
  batches: course.batches.map(batchToWire),
});
const courseFromWire = (course: WireTrainerCourse): TrainerCourse => ({
  courseDetails: course.courseDetails,
  batches: course.batches.map(batchFromWire),
});

export const trainerEntryToWire = (entry: TrainerEntry): WireTrainerEntry => ({
  id: entry.id,
  trainerName: entry.trainerName,
  availableBatchess: entry.timings,
  trainerDetails: entry.trainerDetails,
  courses: entry.courses.map(courseToWire),
});

export const trainerEntryFromWire = ({ availableBatchess, courses, ...entry }: WireTrainerEntry): TrainerEntry => ({
  ...entry,
  timings: availableBatchess,
  courses: courses.map(courseFromWire),
});

export const trainerToWire = (trainer: Trainer): WireTrainer => ({
  trainerDetails: trainer.trainerDetails,
  courses: trainer.courses.map(courseToWire),
});
export const trainerFromWire = (trainer: WireTrainer): Trainer => ({
  trainerDetails: trainer.trainerDetails,
  courses: trainer.courses.map(courseFromWire),
});
