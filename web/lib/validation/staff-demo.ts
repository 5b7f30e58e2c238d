import { z } from 'zod';
import { PICK_A_TIME, SESSION_KEY } from './demo-booking';
import { isCalendarDay } from './fields';

// The console's demo class forms (issue 53): a counsellor books or moves a lead's demo to one of its trainer's times
// or to a time of their own (with the reason), cancels it (with the reason), and marks its outcome. Shared by the
// lead page's forms and the route handlers.

export const REASON_MAX = 300;
export const DEMO_LENGTHS = ['30', '45', '60', '90', '120'] as const;

const SAY_WHY = 'Say why';
const reason = z.string({ error: SAY_WHY }).trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`);

export const staffDemoTimeSchema = z
  .object({
    // 'session': one of the trainer's free sessions; 'custom': a date and time the counsellor agreed.
    kind: z.enum(['session', 'custom'], { error: 'Choose how to book' }),
    session: z.string({ error: PICK_A_TIME }).trim().max(40, PICK_A_TIME).default(''),
    date: z.string({ error: 'Enter a date' }).trim().max(10, 'Enter a date').default(''),
    time: z.string({ error: 'Enter a time' }).trim().max(5, 'Enter a time').default(''),
    minutes: z.enum(DEMO_LENGTHS, { error: 'Choose how long' }).default('60'),
    reason: reason.default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'session') {
      if (!SESSION_KEY.test(v.session)) ctx.addIssue({ code: 'custom', message: PICK_A_TIME, path: ['session'] });
      return;
    }
    if (!isCalendarDay(v.date)) ctx.addIssue({ code: 'custom', message: 'Enter a date', path: ['date'] });
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time))
      ctx.addIssue({ code: 'custom', message: 'Enter a time', path: ['time'] });
    if (v.reason === '')
      ctx.addIssue({ code: 'custom', message: 'Say why this time is not one of the trainer’s', path: ['reason'] });
  });

export type StaffDemoTimeInput = z.input<typeof staffDemoTimeSchema>;
export type StaffDemoTime = z.output<typeof staffDemoTimeSchema>;

export const staffDemoCancelSchema = z.object({ reason: reason.min(1, 'Say why the demo is cancelled') }).strict();

export type StaffDemoCancelInput = z.input<typeof staffDemoCancelSchema>;

export const DEMO_OUTCOMES = ['attended', 'no_show'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

export const staffDemoOutcomeSchema = z
  .object({ outcome: z.enum(DEMO_OUTCOMES, { error: 'Choose attended or no-show' }) })
  .strict();
