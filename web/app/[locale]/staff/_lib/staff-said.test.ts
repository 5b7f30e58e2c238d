import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LEAD_STATUSES } from '@/lib/db/lead-words';
import { translateSaid } from '@/lib/i18n/said';
import { saidMap } from '@/lib/i18n/said-map';
import { refusalOf } from '@/lib/leads/transitions';
import { ALREADY_MARKED, NO_DEMO, NOT_STARTED, PAST_TIME, STARTED } from '@/lib/academy/demos/console-booking';
import { TAKEN } from '@/lib/academy/demos/booking';
import {
  REASON_MAX,
  staffDemoCancelSchema,
  staffDemoOutcomeSchema,
  staffDemoTimeSchema,
} from '@/lib/validation/staff-demo';
import { ADMIN_EXISTS, SETUP_LINK_SPENT } from '@/lib/staff/first-admin';
import {
  BULK_MAX,
  bulkChangeSchema,
  bulkLeadsSchema,
  followUpSchema,
  followUpTimeSchema,
  leadChangeSchema,
  leadFiltersSchema,
  leadNoteSchema,
  dashboardRangeSchema,
  leadRulesSchema,
  NOTE_MAX,
  SEARCH_MAX,
} from '@/lib/validation/leads';
import { FOLLOW_UP_FAR, FOLLOW_UP_PAST } from '@/lib/leads/follow-up';
import { whatsappMessageSchema } from '@/lib/validation/whatsapp-message';
import { refundFormSchema } from '@/lib/validation/refund';
import { REFUND_NOT_MADE } from '@/lib/razorpay/refunds';
import { paymentLinkSchema } from '@/lib/validation/payment-link';
import { LINK_NOT_CANCELLED, LINK_NOT_MADE } from '@/lib/razorpay/links';
import { NOT_OURS } from '@/lib/razorpay/reconcile';
import { NOT_AT_GATEWAY } from '@/lib/razorpay/client';
import { paymentFiltersSchema } from '@/lib/validation/payments';
import { NO_LINK, OPEN_LINK, SAY_WHY_AMOUNT } from '@/lib/academy/payments/links';
import {
  memberCategoriesSchema,
  staffChangeSchema,
  staffCodeSchema,
  staffInviteSchema,
  staffLoginSchema,
  staffNameSchema,
  staffPasswordSchema,
  staffSetupSchema,
  STAFF_PASSWORD_MIN,
} from '@/lib/validation/staff';

/** Every message a schema reports for an input. */
const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const long = (n: number) => 'x'.repeat(n);

/** Bad input of every kind the console's forms and its API can send, and the messages it makes the schemas say. */
const said = [
  ...messagesOf(leadFiltersSchema, {
    kind: 'other',
    status: 'done',
    owner: 'them',
    course: 'guitar',
    from: '2026-13-45',
    to: 'soon',
    q: long(SEARCH_MAX + 1),
  }),
  ...messagesOf(leadFiltersSchema, { from: '2026-12-02', to: '2026-12-01' }),
  ...messagesOf(leadChangeSchema, { status: 'done', lostReason: long(301), owner: 'me' }),
  ...messagesOf(leadChangeSchema, { version: 'one', status: undefined, lostReason: 3, owner: undefined }),
  ...messagesOf(leadChangeSchema, { version: 2, status: 'lost', lostReason: ' ', owner: '' }),
  ...messagesOf(leadChangeSchema, { version: 2, status: 'lost', lostCode: 'bored', lostReason: 'x', owner: '' }),
  ...messagesOf(leadNoteSchema, { body: ' ' }),
  ...messagesOf(leadNoteSchema, {}),
  ...messagesOf(leadNoteSchema, { body: long(NOTE_MAX + 1) }),
  ...messagesOf(staffLoginSchema, {}),
  ...messagesOf(staffLoginSchema, { email: '', password: '' }),
  ...messagesOf(staffLoginSchema, { email: 'asha@', password: long(129) }),
  ...messagesOf(staffLoginSchema, { email: `${long(250)}@academy.in`, password: 'secret' }),
  ...messagesOf(staffCodeSchema, { code: '12345' }),
  ...messagesOf(staffCodeSchema, {}),
  ...messagesOf(staffPasswordSchema, {
    token: 'short',
    password: long(STAFF_PASSWORD_MIN - 1),
    confirmPassword: 'other',
  }),
  ...messagesOf(staffPasswordSchema, {}),
  ...messagesOf(staffPasswordSchema, { token: long(43), password: long(129), confirmPassword: long(129) }),
  ...messagesOf(staffSetupSchema, {
    token: 'short',
    email: 'asha@',
    password: long(STAFF_PASSWORD_MIN - 1),
    confirmPassword: 'other',
  }),
  ...messagesOf(staffSetupSchema, {}),
  // What the setup route answers (issue 51).
  ADMIN_EXISTS,
  SETUP_LINK_SPENT,
  ...messagesOf(staffInviteSchema, { email: 'not an email', role: 'owner' }),
  ...messagesOf(staffInviteSchema, {}),
  ...messagesOf(staffChangeSchema, { role: 'owner' }),
  ...messagesOf(staffChangeSchema, { disabled: 'yes' }),
  ...messagesOf(staffChangeSchema, {}),
  ...messagesOf(memberCategoriesSchema, { categories: ['guitar'] }),
  ...messagesOf(memberCategoriesSchema, { categories: 'dance' }),
  // The counsellor's day (issue 54): views, follow-ups, one action on many leads, the rules for new leads.
  ...messagesOf(leadFiltersSchema, { due: 'someday' }),
  ...messagesOf(followUpSchema, { pick: 'someday' }),
  ...messagesOf(followUpTimeSchema, { date: '2026-13-40', time: '25:00' }),
  ...messagesOf(followUpTimeSchema, {}),
  FOLLOW_UP_PAST,
  FOLLOW_UP_FAR,
  ...messagesOf(bulkChangeSchema, {}),
  ...messagesOf(bulkChangeSchema, { owner: 'everyone', status: 'done', followUp: 'someday' }),
  ...messagesOf(bulkLeadsSchema, { ids: [], owner: 'me' }),
  ...messagesOf(bulkLeadsSchema, { owner: 'me' }),
  ...messagesOf(bulkLeadsSchema, { ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1), owner: 'me' }),
  'More than 2,000 leads match: narrow the filter first',
  ...messagesOf(leadRulesSchema, {}),
  ...messagesOf(leadRulesSchema, { responseHours: 'many' }),
  ...messagesOf(leadRulesSchema, { responseHours: 1.5 }),
  ...messagesOf(leadRulesSchema, { responseHours: 0 }),
  ...messagesOf(leadRulesSchema, { responseHours: 2, assignment: 'everyone' }),
  // The dashboard's range (issue 54).
  ...messagesOf(dashboardRangeSchema, {}),
  ...messagesOf(dashboardRangeSchema, { from: '2026-12-02', to: '2026-12-01' }),
  ...messagesOf(dashboardRangeSchema, { from: '2025-01-01', to: '2026-12-01' }),
  // The WhatsApp messages (issue 54).
  ...messagesOf(whatsappMessageSchema, {}),
  ...messagesOf(whatsappMessageSchema, { kind: 'enquiry', en: ' ', hi: long(1001) }),
  ...messagesOf(whatsappMessageSchema, { kind: 'enquiry', en: 'Hi {phone}', hi: 'at {demoTime}' }),
  ...messagesOf(whatsappMessageSchema, { kind: 'demo_booked', en: 'Hi {phone}', hi: 'x' }),
  // A member's own name (issue 54).
  ...messagesOf(staffNameSchema, {}),
  ...messagesOf(staffNameSchema, { displayName: '<b>Asha</b>' }),
  ...messagesOf(staffNameSchema, { displayName: long(61) }),
  // The lead page's demo class (issue 53): its forms, and what the console's changes of it answer.
  ...messagesOf(staffDemoTimeSchema, {}),
  ...messagesOf(staffDemoTimeSchema, { kind: 'session', session: 'soon' }),
  ...messagesOf(staffDemoTimeSchema, { kind: 'custom', date: '2026-13-40', time: '25:00', minutes: '7' }),
  ...messagesOf(staffDemoTimeSchema, { kind: 'custom', date: '2026-13-40', time: '25:00' }),
  ...messagesOf(staffDemoTimeSchema, {
    kind: 'custom',
    date: '2026-12-01',
    time: '10:00',
    reason: long(REASON_MAX + 1),
  }),
  ...messagesOf(staffDemoCancelSchema, {}),
  ...messagesOf(staffDemoCancelSchema, { reason: ' ' }),
  ...messagesOf(staffDemoOutcomeSchema, { outcome: 'maybe' }),
  NO_DEMO,
  STARTED,
  NOT_STARTED,
  ALREADY_MARKED,
  PAST_TIME,
  TAKEN,
  // Refunds (issue 55): the form's messages and the server's refusals.
  ...messagesOf(refundFormSchema, {}),
  ...messagesOf(refundFormSchema, { amount: 'half', reason: ' ' }),
  ...messagesOf(refundFormSchema, { amount: '0.50', reason: 'x'.repeat(301) }),
  'No such captured payment',
  'At most ₹299.50 of this payment can be refunded',
  'This payment is refunded in full',
  'Payments are off',
  REFUND_NOT_MADE,
  // Payment links (issue 55).
  ...messagesOf(paymentLinkSchema, {}),
  ...messagesOf(paymentLinkSchema, { amount: '0', reason: 'x'.repeat(301), days: '2' }),
  OPEN_LINK,
  SAY_WHY_AMOUNT,
  NO_LINK,
  LINK_NOT_MADE,
  LINK_NOT_CANCELLED,
  NOT_OURS,
  NOT_AT_GATEWAY,
  ...messagesOf(paymentFiltersSchema, { status: 'lost', how: 'cash', from: 'soon', to: '2026-01-01' }),
  'There is no booked demo class to cancel',
  'There is no booked demo class to mark',
];

describe('the staff schemas in Hindi (issue 33)', () => {
  const hindi = saidMap('hi', ['staffSaid']);

  it('drives every kind of message the schemas have', () => {
    expect(new Set(said).size).toBeGreaterThanOrEqual(20);
  });

  it.each([...new Set(said)])('knows %s', (message) => {
    const translated = translateSaid(message, hindi);
    expect(translated).not.toBe(message);
    expect(translated).toMatch(/[\u0900-\u097F]/);
    // The numbers the schema said reach the Hindi.
    for (const number of message.match(/\d+/g) ?? []) expect(translated).toContain(number);
  });
});

describe("the workflow's refusals in Hindi", () => {
  const hindi = saidMap('hi', ['staffSaid']);
  // What the console can be told: a member's refusals (the learner's and the site's are not said in the console).
  const refusals = new Set(
    LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => refusalOf(from, to, 'staff'))).filter((r) => r !== null),
  );

  it.each([...refusals])('%s', (refusal) => {
    // The statuses the refusal names are said in Hindi too: no English word is left.
    expect(translateSaid(refusal, hindi)).not.toMatch(/[A-Za-z]/);
  });
});
