import 'server-only';
import { tables } from '@/lib/db';
import { enrolmentNotice, notify } from '@/lib/mail';
import { slugify } from '@/lib/slug';
import {
  isPopupEnrolment, parseTiming, popupEnrolmentSchema, sidePanelEnrolmentSchema, type Enrolment,
} from '@/lib/validation/enrolment';
import { requireCourse } from './catalogue';
import { findBatchByTiming, requireCourseTrainer } from './course-trainers';
import { parseInput, throwFields } from './input';
import { storeSubmission } from './store-submission';

/** Validates either enrolment variant with its own messages. */
export function parseEnrolment(body: unknown): Enrolment {
  return isPopupEnrolment(body)
    ? { ...parseInput(popupEnrolmentSchema, body), variant: 'popup' }
    : { ...parseInput(sidePanelEnrolmentSchema, body), variant: 'side-panel' };
}

/**
 * Stores an enrolment in the course named by the URL. The body's Course (courseName or, from the course page,
 * originalCourse) must name the same course; the trainer must teach it and offer the chosen timing.
 */
export async function createEnrolment(courseNameInPath: string, input: Enrolment) {
  const course = await requireCourse(courseNameInPath);
  const named = input.Course?.courseName || input.Course?.originalCourse;
  if (named && slugify(named) !== course.slug) {
    throwFields({ Course: `Course '${named}' does not match the course being enrolled in` });
  }
  const trainer = await requireCourseTrainer(course.id, { id: input.availableTrainerId, name: input.trainer });
  const timing = parseTiming(input.availableBatchess)!;
  const batch = await findBatchByTiming(trainer.linkId, timing);
  if (!batch) throwFields({ availableBatchess: 'Please select available batches' });

  const id = await storeSubmission(tables.enrolments, {
    courseId: course.id,
    trainerId: trainer.id,
    batchId: batch.batchId,
    name: input.name,
    email: input.email,
    contact: input.contact,
    city: input.city,
    trainerName: trainer.trainerName,
    timeFrom: batch.from,
    timeTo: batch.to,
    price: input.variant === 'popup' ? input.price : null,
    slot: input.slot,
    variant: input.variant,
  });
  await notify(
    enrolmentNotice({
      ...input,
      id,
      courseName: course.courseName,
      trainerName: trainer.trainerName,
      timing: `${batch.from} - ${batch.to}`,
      price: input.variant === 'popup' ? input.price : null,
      slot: input.slot.map((s) => `${s.label} (${s.price === 'Free' ? 'Free' : `₹${s.price}`}${s.feeType ? ` / ${s.feeType}` : ''})`).join(', '),
    }),
  );
  return { id, message: 'Enrolment received' };
}
