import 'server-only';
import type { SlotChoice } from '@/lib/db/schema';
import { formatRupees } from '@/lib/rupees';

/** A chosen slot as the learner saw it: 'Weekday (₹1,499 / month)'. Migration 0010 writes older ones the same way. */
export const slotText = (s: SlotChoice) =>
  `${s.label} (${s.price === 'Free' ? 'Free' : formatRupees(s.price)}${s.feeType ? ` / ${s.feeType}` : ''})`;

/** The variant of the enrolment form the learner used. */
export const enrolmentFormName = (variant: 'side-panel' | 'popup') =>
  variant === 'popup' ? 'Enrol popup' : 'Course page side panel';
