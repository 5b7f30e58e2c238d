import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';
import { slotText, type Slot } from '@/lib/price-words';
import { scheduleText, type ScheduleText } from '@/lib/schedule-words';

const made = new Map<Locale, ScheduleText>();

/**
 * The course page's words for batches and prices (lib/schedule-words.ts), on the server, in `locale`: what the
 * learner's account page and mails show of a booking (issue 52: in Hindi, the days, the time of day and the price
 * option in Hindi). Kept per language: the messages never change while the process runs.
 */
export function scheduleWordsIn(locale: Locale): ScheduleText {
  let words = made.get(locale);
  if (!words) {
    words = scheduleText(
      createTranslator({ locale, messages: messagesOf(locale), namespace: 'courseSchedule' }),
      locale,
    );
    made.set(locale, words);
  }
  return words;
}

/** What a booked batch offered, to name its chosen options in a language: its fee type and price options. */
export type BatchOptions = NonNullable<Parameters<ScheduleText['slot']>[1]>;

/**
 * The chosen options in `locale`'s words ('4 सेशन: ₹2,199'); one the batch no longer offers, as its record says it
 * (with its price: slotText).
 */
export function slotsIn(locale: Locale, slots: readonly Slot[], batch: BatchOptions | undefined): string {
  const words = scheduleWordsIn(locale);
  return slots
    .map((slot) => {
      const said = words.slot(slot, batch);
      return said === slot.label ? slotText(slot) : said;
    })
    .join(', ');
}
