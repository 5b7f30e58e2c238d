import 'server-only';
import { storedTrainerNameIn } from '@/lib/academy/catalogue-words';
import { isDomainError } from '@/lib/domain-errors';
import type { DemoStatus } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { demoChoices } from './booking';
import { changeable } from './booking-rules';
import { googleCalendarLink } from './calendar';
import { demoBatches } from './demo-reads';
import { demoEventText, placeOf } from './invitations';
import { getDb } from '@/lib/db';
import { byDay, sessionKey } from './sessions';
import { dayWords, hoursWords, whenWords } from './when-words';

/** A time to pick on the booking page: its key for the form, its hours, and the seats it has left. */
export type DemoTime = { key: string; hours: string };

/** The booking page in the learner's language (issue 53), or null for a link that opens nothing. */
export type DemoPageView = {
  courseName: string;
  trainerName: string;
  status: DemoStatus;
  booked: { when: string; where: string | null; googleUrl: string; changeable: boolean } | null;
  days: { day: string; label: string; times: DemoTime[] }[];
};

export async function demoPageView(token: string, locale: Locale, now = new Date()): Promise<DemoPageView | null> {
  let choices: Awaited<ReturnType<typeof demoChoices>>;
  try {
    choices = await demoChoices(token, now);
  } catch (error) {
    if (isDomainError(error, 'not-found')) return null;
    throw error;
  }
  const { full, sessions } = choices;
  const { booking } = full;
  const trainerName = storedTrainerNameIn({ trainerName: full.trainerName, trainerNameHi: full.trainerNameHi }, locale);
  let booked: DemoPageView['booked'] = null;
  if (booking.status === 'booked' && booking.startsAt && booking.endsAt) {
    const batch = (await demoBatches(await getDb(), full.trainerId, full.courseId)).find(
      (b) => b.batchId === booking.batchId,
    );
    const where = placeOf(batch);
    booked = {
      when: whenWords(locale, booking.startsAt, booking.endsAt),
      where,
      googleUrl: googleCalendarLink({
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        ...demoEventText(full, where),
        location: where,
      }),
      changeable: changeable(booking, now),
    };
  }
  return {
    courseName: full.courseName,
    trainerName,
    status: booking.status,
    booked,
    days: byDay(sessions).map(({ day, sessions: list }) => ({
      day,
      label: dayWords(locale, day),
      times: list.map((s) => ({ key: sessionKey(s), hours: hoursWords(locale, s.startsAt, s.endsAt) })),
    })),
  };
}
