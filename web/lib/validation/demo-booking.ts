import { z } from 'zod';

/** "Pick one of the times shown": the booking page's message when no time is chosen (issue 53). */
export const PICK_A_TIME = 'Pick one of the times shown';

/** A session's key as the booking page lists it: the batch, a dash, and the start as an ISO instant. */
export const SESSION_KEY = /^(\d{1,9})-(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/;

/**
 * The booking page's form (issue 53): the chosen session, as the page lists it ('12-2026-12-01T12:30:00.000Z': the
 * batch and its start). The server checks it is one of the trainer's sessions; here only its shape.
 */
export const demoBookingSchema = z.object({
  session: z
    .string({ error: PICK_A_TIME })
    .trim()
    .min(1, PICK_A_TIME)
    .max(40, PICK_A_TIME)
    .regex(SESSION_KEY, PICK_A_TIME),
});

export type DemoBookingInput = z.input<typeof demoBookingSchema>;
