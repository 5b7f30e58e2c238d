import 'server-only';
import { tables } from '@/lib/db';
import { demoConfirmation, demoRequestNotice, enquiryNotice } from '@/lib/mail';
import type { DemoRequestDetails, EnquiryDetails } from './model';
import { coursePageUrl, requireCourse } from './catalogue';
import { requireCourseTrainer } from './course-trainers';
import { tellInbox } from './inbox';
import { courseLead, storeSubmission, trainerSubmission } from './store-submission';
import { reserveWrite, type Writer } from './writers';

/** Stores a demo request for a known course and one of its trainers, then tells the academy's inbox. */
export async function createDemoRequest(input: DemoRequestDetails, writer: Writer) {
  const course = await requireCourse(input.courseName);
  const trainer = await requireCourseTrainer(course.id, { name: input.trainerName });
  await reserveWrite('demoRequest', writer, course.id);
  const { id, leadId } = await storeSubmission(
    tables.demoRequests,
    { ...trainerSubmission(course, trainer, input), courseName: course.courseName },
    courseLead('demo', course, input, [
      ['Trainer', trainer.trainerName],
      ['City', input.city],
    ]),
    demoConfirmation({
      to: input.email,
      name: input.name,
      courseName: course.courseName,
      trainerName: trainer.trainerName,
      city: input.city,
      courseUrl: await coursePageUrl(course, writer.language),
      locale: writer.language,
    }),
  );
  await tellInbox(
    demoRequestNotice({ ...input, id, leadId, courseName: course.courseName, trainerName: trainer.trainerName }),
  );
  return { id, message: 'Demo request received' };
}

/** Stores a Contact Us enquiry about a known course, then tells the academy's inbox. */
export async function createEnquiry(input: EnquiryDetails, writer: Writer) {
  const course = await requireCourse(input.courseName);
  await reserveWrite('enquiry', writer, course.id);
  const { id, leadId } = await storeSubmission(
    tables.contactEnquiries,
    { ...input, courseId: course.id, courseName: course.courseName },
    courseLead('enquiry', course, input, [['Message', input.message]]),
  );
  await tellInbox(enquiryNotice({ ...input, id, leadId, courseName: course.courseName }));
  return { id, message: 'Enquiry received' };
}
