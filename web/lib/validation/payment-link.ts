import { z } from 'zod';
import { REFUND_REASON_MAX } from './refund';
import { rupeesField } from './rupees';

// A payment link a member makes on a lead (issue 55): the amount (the course's fee, or another with a reason) and
// how many days it stays open.

export const LINK_DAYS = ['1', '3', '7'] as const;
export const CHOOSE_DAYS = 'Choose how long the link stays open';

export const paymentLinkSchema = z
  .object({
    amount: rupeesField,
    reason: z.string().trim().max(REFUND_REASON_MAX, `Must be at most ${REFUND_REASON_MAX} characters`).default(''),
    days: z.enum(LINK_DAYS, { error: CHOOSE_DAYS }),
  })
  .strict();

export type PaymentLinkInput = z.input<typeof paymentLinkSchema>;
