import 'server-only';
import type { MailCalendar } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { confirmation } from './confirmations';
import type { Mail } from './transport';

// A demo class's invitations (issue 53): the learner's in their language, with the way to move or cancel it; the
// trainer's in English. Both carry the calendar event (REQUEST for a booking or a move, CANCEL for a cancel).

export type DemoChange = 'booked' | 'moved' | 'cancelled';

type DemoMailFacts<C = DemoChange> = {
  change: C;
  courseName: string;
  courseUrl: string;
  trainerName: string;
  /** 'Tue, 1 Dec 2026, 6:00 pm – 7:00 pm IST', in the reader's language. */
  when: string;
  /** The class link or the venue; null while the academy has not given one. */
  where: string | null;
  /** The event, for calendar apps; a reminder carries none (the invitation put it there). */
  calendar?: MailCalendar;
};

/** What else a learner is mailed of their demo: a reminder before it; after a no-show, an offer of another time. */
type LearnerNews = DemoChange | 'reminder' | 'missed';

const SUBJECT = {
  booked: 'demoBookedSubject',
  moved: 'demoMovedSubject',
  cancelled: 'demoCancelledSubject',
  reminder: 'demoReminderSubject',
  missed: 'demoMissedSubject',
} as const;
const INTRO = {
  booked: 'demoBookedIntro',
  moved: 'demoMovedIntro',
  cancelled: 'demoCancelledIntro',
  reminder: 'demoReminderIntro',
  missed: 'demoMissedIntro',
} as const;

/**
 * The learner's mail of a change, a reminder before the class, or the "book another time" after a missed one: what,
 * when and where, "Add to Google Calendar" and the booking page to move or cancel (or to pick again).
 */
export function learnerDemoMail(
  d: DemoMailFacts<LearnerNews> & {
    to: string;
    name: string;
    locale: Locale;
    googleUrl: string;
    bookingUrl: string;
  },
): Mail {
  const over = d.change === 'cancelled' || d.change === 'missed';
  const mail = confirmation(d, (say) => ({
    subject: say(SUBJECT[d.change], { course: d.courseName, when: d.when }),
    intro: say(INTRO[d.change], { course: d.courseName, when: d.when }),
    rows: [
      [say('course'), d.courseName],
      [say('trainer'), d.trainerName],
      [say('when'), d.when],
      ...(over ? [] : [[say('where'), d.where ?? say('placeLater')] as [string, string]]),
    ],
    next: say(d.change === 'missed' ? 'demoMissedNext' : over ? 'demoCancelledNext' : 'demoBookedNext'),
    links: over
      ? [{ label: say(d.change === 'missed' ? 'demoBookAgain' : 'demoPick'), url: d.bookingUrl }]
      : [
          { label: say('addToGoogle'), url: d.googleUrl },
          { label: say('changeDemo'), url: d.bookingUrl },
        ],
  }));
  return d.calendar ? { ...mail, calendar: d.calendar } : mail;
}

const TRAINER_SUBJECT = {
  booked: 'New demo class',
  moved: 'Demo class moved',
  cancelled: 'Demo class cancelled',
} as const;

/** The trainer's mail: the learner's name, the course and the time; the calendar event keeps their calendar true. */
export const trainerDemoMail = (d: DemoMailFacts & { to: string; learnerName: string; trainerName: string }): Mail => ({
  to: d.to,
  subject: `${TRAINER_SUBJECT[d.change]}: ${d.courseName}, ${d.when}`,
  text: [
    `Hello ${d.trainerName},`,
    d.change === 'cancelled'
      ? `The free demo class of ${d.courseName} with ${d.learnerName} on ${d.when} is cancelled.`
      : `${d.learnerName} ${d.change === 'moved' ? 'moved their' : 'booked a'} free demo class of ${d.courseName} with you.`,
    `When: ${d.when}`,
    ...(d.change === 'cancelled' ? [] : [`Where: ${d.where ?? 'the academy will share the class link'}`]),
    `The course page: ${d.courseUrl}`,
  ].join('\n\n'),
  calendar: d.calendar,
});
