import 'server-only';
import { env } from '@/lib/env';
import { leadPagePath } from '@/lib/page-paths';
import type { Locale } from '@/lib/i18n/locales';
import type { Mail } from './transport';
import { mailWords } from './words';

/** Plain-text mails. User text goes in the body only, never in headers. */

/** The code for a sign-up or a password reset, in the language of the page it was asked from. */
export function otpMail(to: string, code: number, ttlSeconds: number, locale?: Locale): Mail {
  const say = mailWords(locale);
  return { to, subject: say('otpSubject'), text: say('otpText', { code, minutes: Math.round(ttlSeconds / 60) }) };
}

const lines = (entries: Record<string, string | number | null | undefined>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key}: ${value ?? '-'}`)
    .join('\n');

const toInbox = (subject: string, body: Record<string, string | number | null | undefined>): Mail => ({
  to: env.ACADEMY_INBOX,
  subject,
  text: lines(body),
});

/** The lead's page in the staff console, where the notification's request is worked (issue 28). */
const leadPage = (leadId: number) => new URL(leadPagePath(leadId), env.SITE_URL).toString();

/** A stored submission about one course, as its notice names it: the row, its lead and the sender. */
type CourseSubmission = { id: number; leadId: number; courseName: string; name: string; email: string; phone: string };

/** A submission that also names one of the course's trainers, and the sender's city. */
type TrainerSubmission = CourseSubmission & { trainerName: string; city: string };

export const demoRequestNotice = (r: TrainerSubmission) =>
  toInbox(`New demo request: ${r.courseName}`, {
    Request: r.id,
    Course: r.courseName,
    Trainer: r.trainerName,
    Name: r.name,
    Email: r.email,
    Phone: r.phone,
    City: r.city,
    'Open in the staff console': leadPage(r.leadId),
  });

export const enrolmentNotice = (e: TrainerSubmission & { timing: string; price: string | null; slot: string }) =>
  toInbox(`New enrolment: ${e.courseName}`, {
    Enrolment: e.id,
    Course: e.courseName,
    Trainer: e.trainerName,
    Timing: e.timing,
    Price: e.price,
    Slot: e.slot,
    Name: e.name,
    Email: e.email,
    Contact: e.phone,
    City: e.city,
    'Open in the staff console': leadPage(e.leadId),
  });

export const enquiryNotice = (q: CourseSubmission & { message: string }) =>
  toInbox(`New enquiry: ${q.courseName}`, {
    Enquiry: q.id,
    Course: q.courseName,
    Name: q.name,
    Email: q.email,
    Phone: q.phone,
    Message: `\n${q.message}`,
    'Open in the staff console': leadPage(q.leadId),
  });

export const trainerApplicationNotice = (a: {
  id: number;
  leadId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  yearsOfExperience: number;
  hoursPerDay: number;
  area: string;
  city: string;
  courseNames: string[];
  description: string;
}) =>
  toInbox('New trainer application', {
    Application: a.id,
    Name: `${a.firstName} ${a.lastName}`,
    Email: a.email,
    Phone: a.phone,
    Experience: `${a.yearsOfExperience} years`,
    'Hours per day': a.hoursPerDay,
    Area: a.area,
    City: a.city,
    Courses: a.courseNames.join(', '),
    'Open in the staff console': leadPage(a.leadId),
    Description: `\n${a.description}`,
  });

/** Inbox notifications held back while many arrived at once (lib/academy/inbox.ts), in one mail, oldest first. */
export const inboxDigest = (notices: readonly Pick<Mail, 'subject' | 'text'>[]): Mail => ({
  to: env.ACADEMY_INBOX,
  subject: `${notices.length} new notifications`,
  text: [
    `${notices.length} notifications arrived while the inbox was busy; here they are together, oldest first.`,
    ...notices.map((n, i) => `--- ${i + 1} of ${notices.length}: ${n.subject}\n${n.text}`),
  ].join('\n\n'),
});

/** An admin's invitation to the staff console (lib/staff/members.ts): the one-time link to set a password. */
export const staffInviteMail = (to: string, link: string, hours: number): Mail => ({
  to,
  subject: 'You are invited to the academy staff console',
  text: `You have been added to the academy's staff console.\n\nSet your password here (the link works once, for ${hours} hours):\n${link}\n\nThen sign in at ${new URL('/staff/login', link).toString()}. If you did not expect this, ignore this mail.`,
});

/**
 * One lead in a member's morning digest: who, about what, and when it is due (ISO). The email is in the mail, as in
 * the inbox notices, so a learner's erasure finds it (lib/academy/accounts/erase.ts deletes mails that name it).
 */
export type DigestLead = {
  id: number;
  name: string;
  email: string;
  phone: string;
  courseNames: string;
  dueAt: string;
  overdue: boolean;
};

const DIGEST_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * A member's 9:00 IST digest (issue 54, lib/staff/due-digest.ts): how many of their leads are overdue and due today,
 * the soonest first with a link to each, and the console's Due today and Overdue views. `more`: leads past the list.
 */
export function dueDigestMail(digest: {
  to: string;
  day: string;
  overdue: number;
  today: number;
  leads: DigestLead[];
  more: number;
}): Mail {
  const view = (due: string) => new URL(`/staff?owner=me&due=${due}`, env.SITE_URL).toString();
  const line = (lead: DigestLead) =>
    `- ${lead.overdue ? 'OVERDUE ' : ''}${DIGEST_TIME.format(new Date(lead.dueAt))} IST: ${lead.name}` +
    `${lead.courseNames ? ` (${lead.courseNames})` : ''}\n  ${[lead.phone, lead.email].filter(Boolean).join(', ')}\n  ${leadPage(lead.id)}`;
  return {
    to: digest.to,
    subject: `Your leads for ${digest.day}: ${digest.overdue} overdue, ${digest.today} due today`,
    text: [
      `Good morning. Of the leads you own, ${digest.overdue} ${digest.overdue === 1 ? 'is' : 'are'} overdue and ${digest.today} ${digest.today === 1 ? 'is' : 'are'} due today (times in IST).`,
      digest.leads.map(line).join('\n'),
      ...(digest.more > 0 ? [`...and ${digest.more} more.`] : []),
      `Due today: ${view('today')}\nOverdue: ${view('overdue')}`,
    ].join('\n\n'),
  };
}
