import { z } from 'zod';
import { isoDay } from './leads';

// The console's Payments page (issue 55): its filters as its address holds them ('' is "any"), and the books' range.

export const PAYMENT_STATUSES = ['due', 'paid', 'refunded', 'cancelled'] as const;
export const PAYMENT_WAYS = ['checkout', 'link'] as const;

export const paymentFiltersSchema = z
  .object({
    status: z.enum(['', ...PAYMENT_STATUSES], { error: 'Choose a status' }).default(''),
    how: z.enum(['', ...PAYMENT_WAYS], { error: 'Choose how it is paid' }).default(''),
    from: isoDay.default(''),
    to: isoDay.default(''),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: 'The end date is before the start date', path: ['to'] });

export type PaymentFilters = z.output<typeof paymentFiltersSchema>;

/** The accountant's CSV: tax documents issued from one day to another, both in India's dates. */
export const booksRangeSchema = z
  .object({
    from: z.string({ error: 'Enter a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
    to: z.string({ error: 'Enter a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
  })
  .refine((r) => r.from <= r.to, { error: 'The end date is before the start date', path: ['to'] });

/** Razorpay's captured payments of the last days, to find the ones the site has not recorded. */
export const CHECK_DAYS = 7;
