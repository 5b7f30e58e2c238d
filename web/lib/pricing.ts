import type { Batch, FeeType, Session, TrainerEntry } from '@/lib/academy/model';
import { optionWording, type Slot } from '@/lib/price-words';

// Prices, timings and languages as the course page shows them (spec sections 2, 4 and 9). Pure functions, used
// by the server-rendered instructor cards, by the enrolment forms in the browser and by the GraphQL API alike.

export { timingLabel } from '@/lib/batch-words';

/** The batches of this trainer's entry for the course (the lookup narrows `courses` to the course itself). */
export const batchesOf = (entry: Pick<TrainerEntry, 'courses'>): Batch[] => entry.courses[0]?.batches ?? [];

export type CardPrice = { kind: 'free' } | { kind: 'paid'; price: number; originalPrice: number | null };

/** The instructor card's price: the first session of the first batch, struck-through original beside it. */
export function cardPrice(entry: Pick<TrainerEntry, 'courses'>): CardPrice {
  const session = batchesOf(entry)
    .flatMap((b) => b.sessions)
    .find((s) => s.price != null);
  if (!session || session.price == null) return { kind: 'free' };
  const original =
    session.originalPrice != null && session.originalPrice > session.price ? session.originalPrice : null;
  return { kind: 'paid', price: session.price, originalPrice: original };
}

/** Where a course starts: its lowest paid price across every trainer's batches, with how it is charged; free when none is paid. */
export type StartingPrice = { kind: 'free' } | { kind: 'paid'; price: number; feeType: FeeType | null };

export function startingPrice(entries: readonly Pick<TrainerEntry, 'courses'>[]): StartingPrice {
  let lowest: StartingPrice = { kind: 'free' };
  for (const batch of entries.flatMap(batchesOf)) {
    for (const session of batch.sessions) {
      if (session.price == null || session.price <= 0) continue;
      if (lowest.kind === 'free' || session.price < lowest.price)
        lowest = { kind: 'paid', price: session.price, feeType: batch.feeType };
    }
  }
  return lowest;
}

/** Whether the course offers a free option: a Free batch, or one none of whose options has a price. */
export const offersFree = (entries: readonly Pick<TrainerEntry, 'courses'>[]) =>
  entries.flatMap(batchesOf).some((b) => b.courseType === 'Free' || b.sessions.every((s) => !s.price));

/** Array or comma-separated string, trimmed; null when there is nothing to show ('Language data is unavailable'). */
export function languagesOf(language: string[] | string | null | undefined): string[] | null {
  const list = (Array.isArray(language) ? language : (language ?? '').split(',')).map((l) => l.trim()).filter(Boolean);
  return list.length ? list : null;
}

/** What a slot (price option) sends: the label shown, the fee type and the price ('Free' when there is none). */
export type { Slot } from '@/lib/price-words';

/** The slot's label is the option in English words: the record the enrolment keeps, and what mails and staff read. */
const slotOf = (session: Session, feeType: string | null): Slot => ({
  label: optionWording(session, feeType),
  feeType,
  price: session.price ?? 'Free',
});

/**
 * Spec "Price selection": for Session-fee batches the first session is the default and the list offers the
 * remaining ones (only when there is more than one); for Month or Course fees every session is offered.
 * An empty `options` with no default means a free course.
 */
export function priceOptions(batch: Batch | undefined): { defaultSlot: Slot | null; options: Slot[] } {
  if (!batch || batch.sessions.length === 0) return { defaultSlot: null, options: [] };
  const slots = batch.sessions.map((s) => slotOf(s, batch.feeType));
  if (batch.feeType === 'Session') return { defaultSlot: slots[0]!, options: slots.length > 1 ? slots.slice(1) : [] };
  return { defaultSlot: null, options: slots };
}

/** 'ananya iyer' -> 'Ananya Iyer' (spec: trainer names in title case). */
export function titleCase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
