import 'server-only';
import { clockNow } from '@/lib/clock';
import { storedTrainerNameIn } from '@/lib/academy/catalogue-words';
import { isDomainError } from '@/lib/domain-errors';
import type { DemoStatus } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { demoChoices } from './booking';
import { changeable } from './booking-rules';
import { classShown, placeOf } from './invitations';
import { byDay, sessionKey } from './sessions';
import { dayWords, hoursWords } from './when-words';

/** A time to pick on the booking page: its key for the form, and its hours in the page's language. */
export type DemoTime = { key: string; hours: string };

/** The booking page in the learner's language (issue 53), or null for a link that opens nothing. */
export type DemoPageView = {
  courseName: string;
  trainerName: string;
  status: DemoStatus;
  booked: { when: string; where: string | null; googleUrl: string; changeable: boolean } | null;
  days: { day: string; label: string; times: DemoTime[] }[];
};

export async function demoPageView(token: string, locale: Locale, now = clockNow()): Promise<DemoPageView | null> {
  let choices: Awaited<ReturnType<typeof demoChoices>>;
  try {
    choices = await demoChoices(token, now);
  } catch (error) {
    if (isDomainError(error, 'not-found')) return null;
    throw error;
  }
  const { full, batches, sessions } = choices;
  const { booking } = full;
  const trainerName = storedTrainerNameIn({ trainerName: full.trainerName, trainerNameHi: full.trainerNameHi }, locale);
  let booked: DemoPageView['booked'] = null;
  if (booking.status === 'booked' && booking.startsAt && booking.endsAt) {
    const where = placeOf(batches.find((b) => b.batchId === booking.batchId));
    booked = {
      ...classShown(locale, { startsAt: booking.startsAt, endsAt: booking.endsAt }, full, where),
      where,
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
