import { z } from 'zod';
import {
  DUE_VIEWS,
  FOLLOW_UP_PICKS,
  LEAD_ASSIGNMENTS,
  LEAD_KINDS,
  LEAD_STATUSES,
  LOST_REASONS,
} from '@/lib/db/lead-words';
import { DAY_MS } from '@/lib/india-time';
import { isCalendarDay, numberField } from './fields';

/**
 * The staff console's lead forms (issue 28), shared by its pages and its route handlers. The filters are text as a
 * form and an address hold them: '' is "any".
 */

/** A day as a date input sends it ('2026-11-29'), or '' for none. */
export const isoDay = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date')
  .refine((day) => day === '' || !Number.isNaN(Date.parse(`${day}T00:00:00+05:30`)), 'Enter a date');

export const SEARCH_MAX = 100;

export const leadFiltersSchema = z
  .object({
    kind: z.enum(['', ...LEAD_KINDS], { error: 'Choose a kind' }).default(''),
    status: z.enum(['', ...LEAD_STATUSES], { error: 'Choose a status' }).default(''),
    // 'me', 'none' (nobody owns it) or a member's id.
    owner: z
      .string()
      .regex(/^(me|none|[1-9]\d{0,8})?$/, 'Choose an owner')
      .default(''),
    course: z
      .string()
      .regex(/^([1-9]\d{0,8})?$/, 'Choose a course')
      .default(''),
    from: isoDay.default(''),
    to: isoDay.default(''),
    q: z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters`).default(''),
    // A follow-up view (issue 54): '' for every lead.
    due: z.enum(['', ...DUE_VIEWS], { error: 'Choose a view' }).default(''),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: 'The end date is before the start date', path: ['to'] });

export type LeadFiltersInput = z.input<typeof leadFiltersSchema>;
export type LeadFilters = z.output<typeof leadFiltersSchema>;

const LOST_REASON_MAX = 300;
const lostWhy = {
  lostCode: z.enum(LOST_REASONS, { error: 'Choose a reason' }).optional(),
  lostReason: z
    .string({ error: 'Say why the lead was lost' })
    .trim()
    .max(LOST_REASON_MAX, `Keep the reason under ${LOST_REASON_MAX} characters`)
    .default(''),
};
const saysWhyLost = (c: { status: string; lostCode?: string; lostReason: string }) =>
  c.status !== 'lost' || (c.lostCode ?? 'other') !== 'other' || c.lostReason !== '';
const SAY_WHY_LOST = { error: 'Say why the lead was lost', path: ['lostReason'] };

/**
 * A change to a lead's status or owner, made from the version of the lead its sender saw. A lost lead's reason is a
 * code (`lostCode`, 'other' when not sent, as before codes existed) and a note in words (`lostReason`), which
 * 'other' needs.
 */
export const leadChangeSchema = z
  .object({
    version: z.number({ error: 'version is required' }).int().min(1).max(2_000_000_000),
    status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
    ...lostWhy,
    // '' for nobody, else a member's id.
    owner: z.string({ error: 'Choose an owner' }).regex(/^([1-9]\d{0,8})?$/, 'Choose an owner'),
  })
  .strict()
  .refine(saysWhyLost, SAY_WHY_LOST);

export type LeadChangeInput = z.input<typeof leadChangeSchema>;
export type LeadChange = z.output<typeof leadChangeSchema>;

export const NOTE_MAX = 2000;

export const leadNoteSchema = z
  .object({
    body: z
      .string({ error: 'Write the note' })
      .trim()
      .min(1, 'Write the note')
      .max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters`),
  })
  .strict();

export type LeadNoteInput = z.input<typeof leadNoteSchema>;

/** A follow-up at a time of the member's own: India's date and clock time, from now on (lib/leads/follow-up.ts). */
export const followUpTimeSchema = z
  .object({
    date: z.string({ error: 'Enter a date' }).refine(isCalendarDay, 'Enter a date'),
    time: z.string({ error: 'Enter a time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time'),
  })
  .strict();
export type FollowUpTimeInput = z.input<typeof followUpTimeSchema>;

/** When to follow a lead up (issue 54): a quick pick, a time of one's own, or no follow-up. */
export const followUpSchema = z.union(
  [
    z.object({ pick: z.enum(FOLLOW_UP_PICKS) }).strict(),
    followUpTimeSchema,
    z.object({ clear: z.literal(true) }).strict(),
  ],
  { error: 'Choose when to follow up' },
);
export type FollowUp = z.output<typeof followUpSchema>;

/** How many leads one change from the list may name, and how many "all matching the filter" may reach. */
export const BULK_MAX = 200;
export const MATCHING_MAX = 2000;

/**
 * What one action from the list changes on each lead it selects (issue 54), '' for "as it is": the owner ('me',
 * 'none' or a member's id), the status (with why, when lost) and the follow-up (a quick pick, or 'clear').
 */
const bulkChangeShape = {
  owner: z
    .string({ error: 'Choose an owner' })
    .regex(/^(me|none|[1-9]\d{0,8})?$/, 'Choose an owner')
    .default(''),
  status: z.enum(['', ...LEAD_STATUSES], { error: 'Choose a status' }).default(''),
  ...lostWhy,
  followUp: z.enum(['', ...FOLLOW_UP_PICKS, 'clear'], { error: 'Choose when to follow up' }).default(''),
};
const changesSomething = (c: { owner: string; status: string; followUp: string }) =>
  c.owner !== '' || c.status !== '' || c.followUp !== '';
const CHOOSE_A_CHANGE = { error: 'Choose what to change', path: ['owner'] };

/** The bulk bar's form: what to change. */
export const bulkChangeSchema = z
  .object(bulkChangeShape)
  .strict()
  .refine(changesSomething, CHOOSE_A_CHANGE)
  .refine(saysWhyLost, SAY_WHY_LOST);
export type BulkChangeInput = z.input<typeof bulkChangeSchema>;
export type BulkChange = z.output<typeof bulkChangeSchema>;

/**
 * The bulk action's request: the form's change, and the leads by id or all that the list's filters select, so a
 * refusal of a field lands under it in the form.
 */
export const bulkLeadsSchema = z
  .object({
    ...bulkChangeShape,
    ids: z
      .array(z.number().int().min(1).max(2_000_000_000), { error: 'Select the leads to change' })
      .min(1, 'Select the leads to change')
      .max(BULK_MAX, `Select at most ${BULK_MAX} leads, or all that match the filter`)
      .optional(),
    matching: leadFiltersSchema.optional(),
  })
  .strict()
  .refine(changesSomething, CHOOSE_A_CHANGE)
  .refine(saysWhyLost, SAY_WHY_LOST)
  .refine((b) => (b.ids === undefined) !== (b.matching === undefined), {
    error: 'Select the leads to change',
    path: ['ids'],
  });
export type BulkLeads = z.output<typeof bulkLeadsSchema>;

/**
 * The academy's rules for new leads (issue 54): the working hours a new lead may wait for its first contact, and who
 * gets it (nobody until a member takes it, or the counsellors in turn).
 */
export const leadRulesSchema = z
  .object({
    responseHours: numberField('Enter a number of hours', 'Enter a number of hours').pipe(
      z.number().int('Enter whole hours').min(1, 'Enter 1 to 72 hours').max(72, 'Enter 1 to 72 hours'),
    ),
    assignment: z.enum(LEAD_ASSIGNMENTS, { error: 'Choose how new leads are assigned' }),
  })
  .strict();
export type LeadRulesInput = z.input<typeof leadRulesSchema>;
export type LeadRules = z.output<typeof leadRulesSchema>;

/** The longest range the dashboard counts over: a year, so its reads stay a range of one year's leads. */
export const DASHBOARD_DAYS_MAX = 366;

/** The dashboard's date range (issue 54): India's calendar days, both included. */
export const dashboardRangeSchema = z
  .object({
    from: z.string({ error: 'Enter a date' }).refine(isCalendarDay, 'Enter a date'),
    to: z.string({ error: 'Enter a date' }).refine(isCalendarDay, 'Enter a date'),
  })
  .strict()
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'End on or after the first day' })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) < DASHBOARD_DAYS_MAX * DAY_MS, {
    path: ['from'],
    message: `Choose at most ${DASHBOARD_DAYS_MAX} days`,
  });
export type DashboardRange = z.output<typeof dashboardRangeSchema>;
