import type { Batch } from '@/lib/backend';
import { priceOptions, priceWithFee, timingLabel, type Slot } from '@/lib/pricing';

/**
 * The batch select of both enrolment forms: one option per timing of each batch. The option's key names the
 * batch too (two batches may share a timing but not their prices); its value for the API is the 'from - to' label.
 */
export type TimingChoice = { key: string; label: string; text: string; batch: Batch };

export function timingChoices(batches: Batch[]): TimingChoice[] {
  const all = batches.flatMap((batch) =>
    batch.timings.map((t, i) => ({ key: `${batch.batchId}:${i}`, label: timingLabel(t), batch })),
  );
  return all.map((c) => {
    const shared = all.some((o) => o !== c && o.label === c.label);
    return { ...c, text: shared ? `${c.label} (${c.batch.days.join(', ') || 'batch ' + c.batch.batchId})` : c.label };
  });
}

/** What the price select offers for a batch (spec "Price selection"): the default first, then the rest. */
export type PriceChoice = { slots: Slot[]; preselected: Slot | null; fixed: boolean };

export function priceChoice(batch: Batch | undefined): PriceChoice {
  const { defaultSlot, options } = priceOptions(batch);
  const slots = defaultSlot ? [defaultSlot, ...options] : options;
  // A Session fee with one option has nothing to choose: it is shown, not offered in a dropdown.
  return { slots, preselected: defaultSlot, fixed: defaultSlot !== null && options.length === 0 };
}

/** The trainer's entry for this course: `courses[].courseDetails.courseName`, trimmed, any case. */
export function courseOf<C extends { courseDetails: { courseName: string } }>(courses: C[], courseName: string): C | undefined {
  const wanted = courseName.trim().toLowerCase();
  return courses.find((c) => c.courseDetails.courseName.trim().toLowerCase() === wanted);
}

/** The demo table's Days cell: 'Mon, Wed' or 'No days available'. */
export function daysLabel(days: string[]): string {
  const list = days.map((d) => d.trim()).filter(Boolean);
  return list.length ? list.join(', ') : 'No days available';
}

/** The demo table's Price cell: '₹599 / Session' for a paid batch (first price option), else 'Free Course'. */
export function batchPriceLabel(batch: Batch): string {
  const price = batch.courseType === 'Paid' ? batch.sessions.find((s) => s.price != null)?.price : null;
  if (price == null) return 'Free Course';
  return priceWithFee(price, batch.feeType);
}

/** What a free course's enrolment sends as its one slot (spec: price is 'Free' if absent). */
export const FREE_SLOT: Slot = { label: 'Free Course', feeType: null, price: 'Free' };

