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
import { formatPaise } from './payments/amounts';
import { feeOfSlots, newFee } from './payments/fees';

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
  const learnerTiming = scheduleWordsIn(language).batch(batch.days, batch);
  const learnerSlots = slotsIn(language, input.slots, options);
  // Issue 55: with payments on, options with a price in the catalogue are paid online at the fee's pay page.
  const fee = newFee(language, feeOfSlots(input.slots, options));
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
      timing: learnerTiming,
      slots: learnerSlots,
      price,
      courseUrl: await coursePageUrl(course, writer.language),
      locale: writer.language,
      pay: fee ? { url: fee.url, amount: formatPaise(fee.amountPaise) } : undefined,
    }),
    (tx, ids) =>
      fee
        ? fee.open(
            tx,
            { enrolmentId: ids.id, leadId: ids.leadId },
            {
              courseId: course.id,
              courseName: course.courseName,
              description: [learnerSlots, learnerTiming].filter(Boolean).join(' · '),
              name: input.name,
              email: input.email,
              phone: input.phone,
            },
          )
        : Promise.resolve(),
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
  // `pay`: the fee's pay page and amount, which the thank-you page offers (issue 55); the spec's client reads no answer.
  const pay = fee ? { path: fee.path, amount: formatPaise(fee.amountPaise) } : undefined;
  return { id, message: 'Enrolment received', ...(pay ? { pay } : {}) };
}
