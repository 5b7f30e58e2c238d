import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { trainerApplicationNotice } from '@/lib/mail';
import { requireCourse } from './catalogue';
import { conflict } from './errors';
import { tellInbox } from './inbox';
import { recordLead } from '@/lib/leads/create';
import type { TrainerApplicationDetails } from './model';
import { reserveWrite, type Writer } from './writers';

const { trainerApplications } = tables;
const RESUBMIT_AFTER_MS = 24 * 3600 * 1000;

const sqlLock = (email: string) => sql`select pg_advisory_xact_lock(hashtext(${`trainer-application:${email}`}))`;

/**
 * Stores a Become a Trainer application. One application per email per 24 hours: the page shows the refusal's
 * `message` under the email field. The check and the insert share a transaction, and the advisory lock on the
 * address makes two simultaneous submissions from one email queue up instead of both passing the check.
 */
export async function createTrainerApplication(input: TrainerApplicationDetails, writer: Writer) {
  const known = [];
  for (const name of new Set(input.courseNames.map((c) => c.trim()))) known.push(await requireCourse(name));
  const courses = [...new Map(known.map((c) => [c.id, c])).values()];
  await reserveWrite('application', writer, null);

  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await tx.execute(sqlLock(input.email));
    const [recent] = await tx
      .select({ id: trainerApplications.id })
      .from(trainerApplications)
      .where(
        and(
          eq(trainerApplications.email, input.email),
          gt(trainerApplications.createdAt, new Date(Date.now() - RESUBMIT_AFTER_MS)),
        ),
      )
      .limit(1);
    if (recent) {
      const message = 'An application from this email was received in the last 24 hours. We will be in touch soon.';
      throw conflict(message, { message, fields: { email: message } });
    }
    const [inserted] = await tx
      .insert(trainerApplications)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        yearsOfExperience: input.yearsOfExperience,
        area: input.area,
        city: input.city,
        hoursPerDay: input.hoursPerDay,
        description: input.description,
        courseIds: courses.map((c) => c.id),
        courses: courses.map((c) => c.courseName),
      })
      .returning({ id: trainerApplications.id });
    const leadId = await recordLead(tx, {
      kind: 'application',
      sourceId: inserted!.id,
      courseIds: courses.map((c) => c.id),
      courseNames: courses.map((c) => c.courseName),
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      phone: input.phone,
      city: input.city,
      details: [
        ['Courses', courses.map((c) => c.courseName).join(', ')],
        ['Experience', `${input.yearsOfExperience} years`],
        ['Hours per day', String(input.hoursPerDay)],
        ['Area', input.area],
        ['City', input.city],
        ['About', input.description],
      ],
      firstTouch: writer.firstTouch,
    });
    return { id: inserted!.id, leadId };
  });
  await tellInbox(
    trainerApplicationNotice({
      ...input,
      id: row.id,
      leadId: row.leadId,
      courseNames: courses.map((c) => c.courseName),
    }),
  );
  return { id: row.id, message: 'Application received' };
}
