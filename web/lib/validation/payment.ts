import { z } from 'zod';
import { STATE_CODES } from '@/lib/indian-states';

/** The pay page's message when no state is chosen (issue 55: the invoice's GST split needs it). */
export const CHOOSE_STATE = 'Choose the state you live in';

/** The pay page's form: the learner's state, for the GST invoice. The fee and its amount come from the link. */
export const payFormSchema = z.object({ state: z.enum(STATE_CODES, { error: CHOOSE_STATE }) }).strict();

export type PayFormInput = z.input<typeof payFormSchema>;
