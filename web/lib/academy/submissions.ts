import 'server-only';
import { tables } from '@/lib/db';
import { demoRequestNotice, enquiryNotice, notify } from '@/lib/mail';
import type { DemoRequestDetails, EnquiryDetails } from './model';
import { requireCourse } from './catalogue';
import { requireCourseTrainer } from './course-trainers';
import { storeSubmission } from './store-submission';

/** Stores a demo request for a known course and one of its trainers, then tells the academy's inbox. */
export async function createDemoRequest(input: DemoRequestDetails) {
  const course = await requireCourse(input.courseName);
  const trainer = await requireCourseTrainer(course.id, { name: input.trainerName });
  const id = await storeSubmission(tables.demoRequests, {
    courseId: course.id,
    trainerId: trainer.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    city: input.city,
    trainerName: trainer.trainerName,
    courseName: course.courseName,
  });
  await notify(demoRequestNotice({ ...input, id, courseName: course.courseName, trainerName: trainer.trainerName }));
  return { id, message: 'Demo request received' };
}

/** Stores a Contact Us enquiry about a known course, then tells the academy's inbox. */
export async function createEnquiry(input: EnquiryDetails) {
  const course = await requireCourse(input.courseName);
  const id = await storeSubmission(tables.contactEnquiries, { ...input, courseId: course.id, courseName: course.courseName });
  await notify(enquiryNotice({ ...input, id, courseName: course.courseName }));
  return { id, message: 'Enquiry received' };
}
