import { z } from 'zod';

// An admin's refund of a payment from the console (issue 55): how much, in rupees as people type them, and why.

export const REFUND_REASON_MAX = 300;
export const ENTER_RUPEES = 'Enter an amount in rupees, like 299.50';
export const SMALLEST_REFUND = 'The smallest refund is ₹1';
export const SAY_WHY = 'Say why the money goes back';

export const refundFormSchema = z
  .object({
    amount: z
      .string({ error: ENTER_RUPEES })
      .trim()
      .regex(/^\d{1,7}(?:\.\d{1,2})?$/, ENTER_RUPEES)
      .refine((rupees) => Number(rupees) >= 1, SMALLEST_REFUND),
    reason: z
      .string({ error: SAY_WHY })
      .trim()
      .min(3, SAY_WHY)
      .max(REFUND_REASON_MAX, `Must be at most ${REFUND_REASON_MAX} characters`),
  })
  .strict();

export type RefundFormInput = z.input<typeof refundFormSchema>;

/** '299.50' -> 29950. */
export const paiseOfRupees = (rupees: string) => Math.round(Number(rupees) * 100);
