import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/academy/errors';
import { getDb, tables } from '@/lib/db';
import { audit } from '../audit';
import { saveTrainer } from './trainers';
import type { Touched } from './touched';

const { courses, trainerApplications, trainers } = tables;

/** An application's columns as the list shows them, the applicant's full name, and the trainer an approval made. */
export type ApplicationListing = Pick<
  tables.TrainerApplicationRow,
  | 'id'
  | 'email'
  | 'phone'
  | 'city'
  | 'area'
  | 'yearsOfExperience'
  | 'courses'
  | 'createdAt'
  | 'approvedAt'
  | 'trainerId'
> & { name: string; trainerName: string | null };

/** The latest trainer applications (from /becomeatrainer), newest first, with the trainer each approval made. */
export async function listApplications(limit = 100): Promise<ApplicationListing[]> {
  const db = await getDb();
  const rows = await db
    .select({ application: trainerApplications, trainerName: trainers.trainerName })
    .from(trainerApplications)
    .leftJoin(trainers, eq(trainerApplications.trainerId, trainers.id))
    .orderBy(desc(trainerApplications.id))
    .limit(limit);
  return rows.map(({ application: a, trainerName }) => ({
    id: a.id,
    name: `${a.firstName} ${a.lastName}`,
    email: a.email,
    phone: a.phone,
    city: a.city,
    area: a.area,
    yearsOfExperience: a.yearsOfExperience,
    courses: a.courses,
    createdAt: a.createdAt,
    approvedAt: a.approvedAt,
    trainerId: a.trainerId,
    trainerName,
  }));
}

/**
 * "Approve": makes a trainer with the applicant's name, the courses they applied for that are still offered and
 * their description for each, marks the application approved and links it to the trainer, all in one transaction.
 * The application is locked first, so approving twice (or fifty times at once) makes one trainer.
 */
export async function approveApplication(
  staffId: number,
  id: number,
): Promise<{ trainerId: number; touched: Touched }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(trainerApplications)
      .where(eq(trainerApplications.id, id))
      .for('update');
    if (!application) throw notFound('No such application');
    if (application.approvedAt) throw conflict('This application was approved already');
    const offered = application.courseIds.length
      ? await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(inArray(courses.id, application.courseIds), isNull(courses.archivedAt)))
      : [];
    const { id: trainerId, touched } = await saveTrainer(
      staffId,
      null,
      {
        trainerName: `${application.firstName} ${application.lastName}`,
        trainerNameHi: '',
        trainerImage: '',
        language: [],
        courses: offered.map((course) => ({ courseId: course.id, description: application.description, batches: [] })),
      },
      tx,
    );
    await tx
      .update(trainerApplications)
      .set({ approvedAt: new Date(), trainerId })
      .where(eq(trainerApplications.id, id));
    await audit(tx, staffId, 'application.approve', `application:${id}`, { trainer: trainerId });
    return { trainerId, touched };
  });
}
