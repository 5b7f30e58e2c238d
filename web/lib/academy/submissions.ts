import 'server-only';
import { tables } from '@/lib/db';
import type { LeadDetails } from '@/lib/db/schema';
import { demoConfirmation, demoRequestNotice, enquiryNotice } from '@/lib/mail';
import { COURSE_NOT_LISTED } from '@/lib/validation/contact';
import type { DemoRequestDetails, EnquiryDetails } from './model';
import { defaultLocale } from '@/lib/i18n/locales';
import { coursePageUrl, requireCourse } from './catalogue';
import { storedTrainerNameIn } from './catalogue-words';
import { requireCourseTrainer } from './course-trainers';
import { newDemoLink } from '@/lib/academy/demos/open-booking';
import { tellInbox } from './inbox';
import { courseLead, senderLead, storeSubmission, trainerSubmission } from './store-submission';
import { reserveWrite, type Writer } from './writers';

/** Stores a demo request for a known course and one of its trainers, then tells the academy's inbox. */
export async function createDemoRequest(input: DemoRequestDetails, writer: Writer) {
  const course = await requireCourse(input.courseName);
  const trainer = await requireCourseTrainer(course.id, { name: input.trainerName });
  await reserveWrite('demoRequest', writer, course.id);
  const locale = writer.language ?? defaultLocale;
  const link = newDemoLink(locale);
  const { id, leadId } = await storeSubmission(
    tables.demoRequests,
    { ...trainerSubmission(course, trainer, input), courseName: course.courseName },
    {
      ...courseLead('demo', course, input, [
        ['Trainer', trainer.trainerName],
        ['City', input.city],
      ]),
      firstTouch: writer.firstTouch,
    },
    demoConfirmation({
      to: input.email,
      name: input.name,
      courseName: course.courseName,
      trainerName: storedTrainerNameIn(trainer, locale),
      city: input.city,
      courseUrl: await coursePageUrl(course, writer.language),
      locale: writer.language,
      pickUrl: link.url,
    }),
    (tx, ids) => link.open(tx, { demoRequestId: ids.id, leadId: ids.leadId }),
  );
  await tellInbox(
    demoRequestNotice({ ...input, id, leadId, courseName: course.courseName, trainerName: trainer.trainerName }),
  );
  // `demoPath`: where the thank-you page offers "Pick your demo time" (issue 53); the spec's client reads no answer.
  return { id, message: 'Demo request received', demoPath: link.path };
}

/**
 * Stores a Contact Us enquiry about a known course, or about one the academy does not list (COURSE_NOT_LISTED: the
 * message says what the learner wants), then tells the academy's inbox.
 */
export async function createEnquiry(input: EnquiryDetails, writer: Writer) {
  const course = input.courseName === COURSE_NOT_LISTED ? null : await requireCourse(input.courseName);
  await reserveWrite('enquiry', writer, course?.id ?? null);
  const courseName = course?.courseName ?? COURSE_NOT_LISTED;
  const message: LeadDetails = [['Message', input.message]];
  const { id, leadId } = await storeSubmission(
    tables.contactEnquiries,
    { ...input, courseId: course?.id ?? null, courseName },
    {
      ...(course
        ? courseLead('enquiry', course, input, message)
        : senderLead('enquiry', input, [['Course', COURSE_NOT_LISTED], ...message])),
      firstTouch: writer.firstTouch,
    },
  );
  await tellInbox(enquiryNotice({ ...input, id, leadId, courseName }));
  return { id, message: 'Enquiry received' };
}
