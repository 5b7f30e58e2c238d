import 'server-only';
import { tables } from '@/lib/db';
import { enrolmentConfirmation, enrolmentNotice } from '@/lib/mail';
import { batchWording } from '@/lib/batch-words';
import { sentPrice, slotText } from '@/lib/price-words';
import { slugify } from '@/lib/slug';
import { coursePageUrl, requireCourse } from './catalogue';
import { defaultLocale } from '@/lib/i18n/locales';
import { scheduleWordsIn, slotsIn } from '@/lib/schedule-words-in';
import { storedTrainerNameIn } from './catalogue-words';
import { batchOptions, findBatchByTiming, requireCourseTrainer } from './course-trainers';
import { throwFields } from './input';
import type { EnrolmentDetails } from './model';
import { tellInbox } from './inbox';
import { enrolmentFormName } from './enrolment-words';
import { courseLead, storeSubmission, trainerSubmission } from './store-submission';
import { reserveWrite, type Writer } from './writers';

/**
 * Stores an enrolment in the course named by the URL. A course the form names must be the same course; the trainer
 * must teach it and offer the chosen timing.
 */
export async function createEnrolment(courseNameInPath: string, input: EnrolmentDetails, writer: Writer) {
  const course = await requireCourse(courseNameInPath);
  const named = input.courseName;
  if (named && slugify(named) !== course.slug) {
    throwFields({ courseName: `Course '${named}' does not match the course being enrolled in` });
  }
  const trainer = await requireCourseTrainer(course.id, input.trainer);
  const batch = await findBatchByTiming(trainer.linkId, input.timing);
  if (!batch) throwFields({ timing: 'Please select available batches' });
  await reserveWrite('enrolment', writer, course.id);

  // The batch by its days and hours, as the form showed it ('Mon, Wed · 6:00–7:00 pm', issue 52).
  const timing = batchWording(batch.days, batch);
  const slots = input.slots.map(slotText).join(', ');
  const price = input.price === null ? '' : sentPrice(input.price);
  // The learner's mail in their page's language: the trainer, days, hours and options in Hindi on a Hindi page.
  const language = writer.language ?? defaultLocale;
  const options = (await batchOptions([batch.batchId])).get(batch.batchId);
  const { id, leadId } = await storeSubmission(
    tables.enrolments,
    {
      ...trainerSubmission(course, trainer, input),
      batchId: batch.batchId,
      timeFrom: batch.from,
      timeTo: batch.to,
      price: input.price,
      slot: input.slots,
      variant: input.variant,
    },
    {
      ...courseLead('enrolment', course, input, [
        ['Trainer', trainer.trainerName],
        ['Timing', timing],
        ['Price', price],
        ['Slots', slots],
        ['City', input.city],
        ['Form', enrolmentFormName(input.variant)],
      ]),
      firstTouch: writer.firstTouch,
    },
    enrolmentConfirmation({
      to: input.email,
      name: input.name,
      courseName: course.courseName,
      trainerName: storedTrainerNameIn(trainer, language),
      timing: scheduleWordsIn(language).batch(batch.days, batch),
      slots: slotsIn(language, input.slots, options),
      price,
      courseUrl: await coursePageUrl(course, writer.language),
      locale: writer.language,
    }),
  );
  await tellInbox(
    enrolmentNotice({
      ...input,
      id,
      leadId,
      courseName: course.courseName,
      trainerName: trainer.trainerName,
      timing,
      price: input.price,
      slot: slots,
    }),
  );
  return { id, message: 'Enrolment received' };
}
