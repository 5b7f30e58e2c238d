import type { Batch, Timing } from '@/lib/backend';
import { priceOptions, timingLabel, type Slot } from '@/lib/pricing';

/**
 * The batch select of both enrolment forms: one option per timing of each batch. The option's key names the
 * batch too (two batches may share a timing but not their prices); its value for the API is the 'from - to' label.
 * `shared` says another batch has the same timing: one naming no days is then told apart by its number. The page
 * names each by its days and hours (schedule-text.ts).
 */
export type TimingChoice = { key: string; label: string; shared: boolean; timing: Timing; batch: Batch };

export function timingChoices(batches: Batch[]): TimingChoice[] {
  const all = batches.flatMap((batch) =>
    batch.timings.map((timing, i) => ({ key: `${batch.batchId}:${i}`, label: timingLabel(timing), timing, batch })),
  );
  return all.map((c) => ({ ...c, shared: all.some((o) => o !== c && o.label === c.label) }));
}

/** What the price select offers for a batch (spec "Price selection"): the default first, then the rest. */
export type PriceChoice = { slots: Slot[]; preselected: Slot | null; fixed: boolean; batch: Batch | undefined };

export function priceChoice(batch: Batch | undefined): PriceChoice {
  const { defaultSlot, options } = priceOptions(batch);
  const slots = defaultSlot ? [defaultSlot, ...options] : options;
  // A Session fee with one option has nothing to choose: it is shown, not offered in a dropdown.
  return { slots, preselected: defaultSlot, fixed: defaultSlot !== null && options.length === 0, batch };
}

/** The trainer's entry for this course: `courses[].courseDetails.courseName`, trimmed, any case. */
export function courseOf<C extends { courseDetails: { courseName: string } }>(
  courses: C[],
  courseName: string,
): C | undefined {
  const wanted = courseName.trim().toLowerCase();
  return courses.find((c) => c.courseDetails.courseName.trim().toLowerCase() === wanted);
}
