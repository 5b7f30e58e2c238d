import 'server-only';
import { getDb, tables } from '@/lib/db';
import { demoRequestNotice, enquiryNotice, notify } from '@/lib/mail';
import type { Contact } from '@/lib/validation/contact';
import type { DemoRequest } from '@/lib/validation/demo-request';
import { requireCourse } from './catalogue';
import { requireCourseTrainer } from './course-trainers';

/** Stores a demo request for a known course and one of its trainers, then tells the academy's inbox. */
export async function createDemoRequest(input: DemoRequest) {
  const course = await requireCourse(input.course);
  const trainer = await requireCourseTrainer(course.id, { name: input.trainerName });
  const db = await getDb();
  const [row] = await db
    .insert(tables.demoRequests)
    .values({
      courseId: course.id,
      trainerId: trainer.id,
      name: input.name,
      email: input.email,
      phonenumber: input.phonenumber,
      city: input.city,
      trainerName: trainer.trainerName,
      courseName: course.courseName,
    })
    .returning({ id: tables.demoRequests.id, createdAt: tables.demoRequests.createdAt });
  await notify(demoRequestNotice({ ...input, id: row!.id, courseName: course.courseName, trainerName: trainer.trainerName }));
  return { id: row!.id, message: 'Demo request received' };
}

/** Stores a Contact Us enquiry about a known course, then tells the academy's inbox. */
export async function createEnquiry(input: Contact) {
  const course = await requireCourse(input.courseName);
  const db = await getDb();
  const [row] = await db
    .insert(tables.contactEnquiries)
    .values({ ...input, courseId: course.id, courseName: course.courseName })
    .returning({ id: tables.contactEnquiries.id });
  await notify(enquiryNotice({ ...input, id: row!.id, courseName: course.courseName }));
  return { id: row!.id, message: 'Enquiry received' };
}
