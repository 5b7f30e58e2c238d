import { z } from 'zod';

// An amount in rupees as people type them in the console's money forms (a refund, a payment link: issue 55).

export const ENTER_RUPEES = 'Enter an amount in rupees, like 299.50';
export const SMALLEST_AMOUNT = 'The smallest amount is ₹1';

/** '599', '299.50': at most ten lakh crore digits, two decimals, at least ₹1. */
export const rupeesField = z
  .string({ error: ENTER_RUPEES })
  .trim()
  .regex(/^\d{1,7}(?:\.\d{1,2})?$/, ENTER_RUPEES)
  .refine((rupees) => Number(rupees) >= 1, SMALLEST_AMOUNT);

/** '299.50' -> 29950. */
export const paiseOfRupees = (rupees: string) => Math.round(Number(rupees) * 100);
