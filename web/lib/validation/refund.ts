import { z } from 'zod';
import { rupeesField } from './rupees';

// An admin's refund of a payment from the console (issue 55): how much, in rupees as people type them, and why.

export const REFUND_REASON_MAX = 300;
export const SAY_WHY = 'Say why the money goes back';

export const refundFormSchema = z
  .object({
    amount: rupeesField,
    reason: z
      .string({ error: SAY_WHY })
      .trim()
      .min(3, SAY_WHY)
      .max(REFUND_REASON_MAX, `Must be at most ${REFUND_REASON_MAX} characters`),
  })
  .strict();

export type RefundFormInput = z.input<typeof refundFormSchema>;
