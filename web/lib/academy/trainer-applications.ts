import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { notify, trainerApplicationNotice } from '@/lib/mail';
import type { TrainerApplication } from '@/lib/validation/trainer-application';
import { requireCourse } from './catalogue';
import { conflict } from './errors';

const { trainerApplications } = tables;
const RESUBMIT_AFTER_MS = 24 * 3600 * 1000;

const sqlLock = (email: string) => sql`select pg_advisory_xact_lock(hashtext(${`trainer-application:${email}`}))`;

/**
 * Stores a Become a Trainer application. One application per email per 24 hours: the page shows the refusal's
 * `message` under the email field. The check and the insert share a transaction, and the advisory lock on the
 * address makes two simultaneous submissions from one email queue up instead of both passing the check.
 */
export async function createTrainerApplication(input: TrainerApplication) {
  const known = [];
  for (const name of new Set(input.courses.map((c) => c.trim()))) known.push(await requireCourse(name));
  const courses = [...new Map(known.map((c) => [c.id, c])).values()];

  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await tx.execute(sqlLock(input.email));
    const [recent] = await tx
      .select({ id: trainerApplications.id })
      .from(trainerApplications)
      .where(and(eq(trainerApplications.email, input.email), gt(trainerApplications.createdAt, new Date(Date.now() - RESUBMIT_AFTER_MS))))
      .limit(1);
    if (recent) {
      const message = 'An application from this email was received in the last 24 hours. We will be in touch soon.';
      throw conflict(message, { message, fields: { email: message } });
    }
    const [inserted] = await tx
      .insert(trainerApplications)
      .values({
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        phonenumber: input.phonenumber,
        yearOfExperience: input.yearOfExperience,
        area: input.area,
        city: input.city,
        hours: input.hours,
        description: input.Textarea,
        courseIds: courses.map((c) => c.id),
        courses: courses.map((c) => c.courseName),
      })
      .returning({ id: trainerApplications.id });
    return inserted!;
  });
  await notify(
    trainerApplicationNotice({ ...input, id: row.id, description: input.Textarea, courses: courses.map((c) => c.courseName) }),
  );
  return { id: row.id, message: 'Application received' };
}
