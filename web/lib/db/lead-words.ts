// The lead's kinds and statuses (issue 28): the table's checks, the console's filters and forms all read these.
// Plain values, no imports, so the browser's forms can share them.

export const LEAD_KINDS = ['demo', 'enrolment', 'enquiry', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * In the order a lead is worked: new -> contacted -> demo scheduled -> demo attended -> enrolled -> closed; or lost,
 * with a reason; or cancelled by the learner (a demo request nobody had worked yet). A demo is scheduled by booking
 * its time and attended when its outcome is marked (issue 53), never by hand. The moves between them are lib/leads'.
 */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'demo_scheduled',
  'demo_done',
  'enrolled',
  'closed',
  'lost',
  'cancelled',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The statuses a lead is still worked in: their follow-ups come due (issue 54); the others are done either way. */
export const OPEN_STATUSES = [
  'new',
  'contacted',
  'demo_scheduled',
  'demo_done',
] as const satisfies readonly LeadStatus[];

/** The follow-up views (issue 54): what is past due, what is due by the end of today in India, and later. */
export const DUE_VIEWS = ['overdue', 'today', 'upcoming'] as const;
export type DueView = (typeof DUE_VIEWS)[number];

/**
 * The list's orders by a column (issue 54), '-' before it for the other way: received, the learner's name, the soonest
 * due (the latest due first would sort every lead: no index gives it with the leads without a due time last).
 * Without one the list is newest first, and a follow-up view the soonest due first.
 */
export const LEAD_SORTS = ['received', '-received', 'name', '-name', 'due'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** A follow-up's quick picks: later today, tomorrow at 10 am, next Monday at 10 am (lib/leads/due-times.ts). */
export const FOLLOW_UP_PICKS = ['later_today', 'tomorrow_10', 'next_monday'] as const;
export type FollowUpPick = (typeof FOLLOW_UP_PICKS)[number];

/**
 * Who gets a new lead (lead_rules.assignment, issue 54): nobody until a member takes it, the counsellors in turn, or in
 * turn the counsellors of the lead's category (lib/leads/assignment.ts).
 */
export const LEAD_ASSIGNMENTS = ['none', 'round_robin', 'by_category'] as const;
export type LeadAssignment = (typeof LEAD_ASSIGNMENTS)[number];

/**
 * The WhatsApp messages a lead's page offers (issue 54), one per kind of lead, and a demo whose time is booked its
 * own (it has the time to tell): an admin edits each in English and Hindi (lib/whatsapp-messages.ts).
 */
export const WHATSAPP_MESSAGE_KINDS = ['demo', 'demo_booked', 'enrolment', 'enquiry', 'application'] as const;
export type WhatsappMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/**
 * Why a lead was lost, as a code: the console shows each in the page's language (staffWords.lostReasons), the CSV
 * in English (LOST_REASON_LABELS). 'other' needs a note in words; the others may carry one.
 */
export const LOST_REASONS = ['not_interested', 'unreachable', 'price', 'timing', 'chose_elsewhere', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  not_interested: 'Not interested',
  unreachable: 'Could not be reached',
  price: 'Price',
  timing: 'Timing does not suit',
  chose_elsewhere: 'Chose another academy',
  other: 'Other',
};

export const KIND_LABELS: Record<LeadKind, string> = {
  demo: 'Demo request',
  enrolment: 'Enrolment',
  enquiry: 'Enquiry',
  application: 'Trainer application',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  demo_scheduled: 'Demo scheduled',
  demo_done: 'Demo attended',
  enrolled: 'Enrolled',
  closed: 'Closed',
  lost: 'Lost',
  cancelled: 'Cancelled',
};

/** What the console shows in place of the name of a learner who deleted their account (issue 30). */
export const ERASED_LEAD_NAME = 'Erased learner';
