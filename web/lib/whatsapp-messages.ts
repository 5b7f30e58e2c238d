// The WhatsApp messages a lead's page offers (issue 54): the site's own words for each kind and language, the
// placeholders an admin may use in them, and a message filled in for one lead. Plain functions, no imports but
// words, so the admin's form checks and previews a message as the server does.
import type { LeadKind, WhatsappMessageKind } from '@/lib/db/lead-words';
import type { Locale } from '@/lib/i18n/locales';

/** The site's languages (lib/i18n/locales' `locales`, which imports more than words), for the form and its schema. */
export const MESSAGE_LOCALES = ['en', 'hi'] as const satisfies readonly Locale[];

/** The longest message: WhatsApp takes far more, but a first message that long is read by nobody. */
export const MESSAGE_MAX = 1000;

/** What a message may name in braces: the learner's first name, the course(s), and a booked demo's time. */
export const PLACEHOLDERS = ['name', 'course', 'demoTime'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The placeholders a kind's message may use: only a booked demo has a time to tell. */
export const placeholdersOf = (kind: WhatsappMessageKind): readonly Placeholder[] =>
  kind === 'demo_booked' ? PLACEHOLDERS : ['name', 'course'];

/** The site's own words, offered until an admin changes them. */
export const DEFAULT_MESSAGES: Record<WhatsappMessageKind, Record<Locale, string>> = {
  demo: {
    en: 'Hello {name}, this is the academy about your demo class for {course}. Which day and time would suit you?',
    hi: 'नमस्ते {name}, अकादमी की ओर से {course} की आपकी डेमो क्लास के बारे में। आपके लिए कौन-सा दिन और समय ठीक रहेगा?',
  },
  demo_booked: {
    en: 'Hello {name}, your demo class for {course} is on {demoTime}. We look forward to seeing you!',
    hi: 'नमस्ते {name}, {course} की आपकी डेमो क्लास {demoTime} पर है। हम आपका इंतज़ार करेंगे!',
  },
  enrolment: {
    en: 'Hello {name}, this is the academy about your enrolment in {course}.',
    hi: 'नमस्ते {name}, अकादमी की ओर से {course} में आपके नामांकन के बारे में।',
  },
  enquiry: {
    en: 'Hello {name}, this is the academy about your enquiry. How can we help?',
    hi: 'नमस्ते {name}, अकादमी की ओर से आपकी पूछताछ के बारे में। हम आपकी क्या मदद कर सकते हैं?',
  },
  application: {
    en: 'Hello {name}, this is the academy about your application to teach with us.',
    hi: 'नमस्ते {name}, अकादमी की ओर से हमारे साथ पढ़ाने के आपके आवेदन के बारे में।',
  },
};

/** What stands in for a course a lead did not name (an enquiry about the academy). */
const NO_COURSE: Record<Locale, string> = { en: 'your course', hi: 'आपका कोर्स' };

const BRACED = /\{([^{}]*)\}/g;

/** The braced names in a message that its kind does not fill ('{phone}', '{demoTime}' in an enquiry's), each once. */
export function unknownPlaceholders(body: string, kind: WhatsappMessageKind): string[] {
  const allowed: readonly string[] = placeholdersOf(kind);
  const unknown = [...body.matchAll(BRACED)].map((m) => m[1]!).filter((name) => !allowed.includes(name));
  return [...new Set(unknown)];
}

/** The message a lead of this kind is offered: a demo with a booked time tells the time. */
export const messageKindOf = (leadKind: LeadKind, demoBooked: boolean): WhatsappMessageKind =>
  leadKind === 'demo' && demoBooked ? 'demo_booked' : leadKind;

export type MessageValues = { name: string; course: string; demoTime?: string | null };

/** The learner's first name: the first word of the name they gave. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A message with the lead's values in its placeholders. A course the lead did not name reads "your course"; a braced
 * name the kind does not fill is left as typed (the admin's form refuses one; an older message may hold one).
 */
export function fillMessage(body: string, locale: Locale, values: MessageValues): string {
  const filled: Record<string, string | null | undefined> = {
    name: values.name,
    course: values.course || NO_COURSE[locale],
    demoTime: values.demoTime,
  };
  return body.replace(BRACED, (whole, name: string) => (Object.hasOwn(filled, name) ? filled[name] : null) ?? whole);
}
