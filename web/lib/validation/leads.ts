import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES, LOST_REASONS } from '@/lib/db/lead-words';

/**
 * The staff console's lead forms (issue 28), shared by its pages and its route handlers. The filters are text as a
 * form and an address hold them: '' is "any".
 */

const isoDay = z
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
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: 'The end date is before the start date', path: ['to'] });

export type LeadFiltersInput = z.input<typeof leadFiltersSchema>;
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/**
 * A change to a lead's status or owner, made from the version of the lead its sender saw. A lost lead's reason is a
 * code (`lostCode`, 'other' when not sent, as before codes existed) and a note in words (`lostReason`), which
 * 'other' needs.
 */
export const leadChangeSchema = z
  .object({
    version: z.number({ error: 'version is required' }).int().min(1).max(2_000_000_000),
    status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
    lostCode: z.enum(LOST_REASONS, { error: 'Choose a reason' }).optional(),
    lostReason: z
      .string({ error: 'Say why the lead was lost' })
      .trim()
      .max(300, 'Keep the reason under 300 characters')
      .default(''),
    // '' for nobody, else a member's id.
    owner: z.string({ error: 'Choose an owner' }).regex(/^([1-9]\d{0,8})?$/, 'Choose an owner'),
  })
  .strict()
  .refine((c) => c.status !== 'lost' || (c.lostCode ?? 'other') !== 'other' || c.lostReason !== '', {
    error: 'Say why the lead was lost',
    path: ['lostReason'],
  });

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
