import type { Batch, Timing } from '@/lib/backend';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { priceWithFee, timingLabel, type Slot } from '@/lib/pricing';
import { formatRupees } from '@/lib/rupees';
import { FREE_SLOT, type TimingChoice } from './batch-choice';

const DAYS = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
} as const;
const FEES = ['Session', 'Month', 'Course'] as const;
type Day = keyof typeof DAYS;
type Fee = (typeof FEES)[number];
type Period = 'morning' | 'afternoon' | 'evening' | 'night';

type Key =
  | `days.${Day}`
  | `periods.${Period}`
  | `perFee.${Fee}`
  | 'noTimings'
  | 'noDays'
  | 'batchNumber'
  | 'free'
  | 'freeCourse';

/** The 'courseSchedule' namespace's translator: useTranslations('courseSchedule') or its getTranslations twin. */
export type ScheduleTranslator = (key: Key, values?: Record<string, string | number>) => string;

const CLOCK = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)?\s*$/i;

/** 'Mon', 'monday', 'TUES' -> 'mon'; null for anything that is not a day's name. */
function dayOf(text: string): Day | null {
  const lower = text.toLowerCase();
  const key = lower.slice(0, 3) as Day;
  return lower.length >= 3 && key in DAYS && DAYS[key].startsWith(lower) ? key : null;
}

const isFee = (feeType: string): feeType is Fee => (FEES as readonly string[]).includes(feeType);

/**
 * Timings, days and prices as the course page shows them in the reader's language. English shows the academy's
 * data as the spec has it ('06:00 PM - 07:00 PM', 'Mon, Wed', '₹599 / Session'); Hindi says the time of day and
 * the days in Hindi ('शाम 6:00 - शाम 7:00', 'सोम, बुध', '₹599 / सेशन'). Times are India's, as the academy gives
 * them: nothing is converted to the browser's time zone. Amounts are rupees with Indian grouping in both.
 */
export function scheduleText(t: ScheduleTranslator, locale: Locale) {
  const english = locale === defaultLocale;

  /** '06:00 PM' -> 'शाम 6:00'; a time it cannot read is shown as the data has it. */
  const clock = (time: string) => {
    const match = CLOCK.exec(time);
    if (english || !match) return time.trim();
    let hours = Number(match[1]);
    const half = match[3]?.toUpperCase();
    if (half === 'PM' && hours < 12) hours += 12;
    if (half === 'AM' && hours === 12) hours = 0;
    if (hours > 23 || Number(match[2]) > 59) return time.trim();
    const period: Period =
      hours < 4 ? 'night' : hours < 12 ? 'morning' : hours < 16 ? 'afternoon' : hours < 20 ? 'evening' : 'night';
    return t(`periods.${period}`, { time: `${hours % 12 || 12}:${match[2]}` });
  };

  const timing = (value: Timing) => (english ? timingLabel(value) : `${clock(value.from)} - ${clock(value.to)}`);

  const day = (text: string) => {
    const key = english ? null : dayOf(text);
    return key ? t(`days.${key}`) : text;
  };

  /** The days a batch meets: 'Mon, Wed', or '' when it names none. */
  const dayList = (days: string[]) =>
    days
      .map((d) => d.trim())
      .filter(Boolean)
      .map(day)
      .join(', ');

  /** A price with how it is charged: '₹599 / Session'; a fee type the page has no words for is shown as it is. */
  const price = (amount: number, feeType: string | null) =>
    feeType && isFee(feeType) ? t(`perFee.${feeType}`, { price: formatRupees(amount) }) : priceWithFee(amount, feeType);

  return {
    timing,
    /** The demo table's Days cell: 'Mon, Wed' or 'No days available'. */
    days: (days: string[]) => dayList(days) || t('noDays'),
    price,
    /** The demo table's Price cell: the first price of a paid batch, else 'Free Course'. */
    batchPrice(batch: Batch) {
      const amount = batch.courseType === 'Paid' ? batch.sessions.find((s) => s.price != null)?.price : null;
      return amount == null ? t('freeCourse') : price(amount, batch.feeType);
    },
    /** A batch option: its timing, and the batch's days (or number) when another batch has the same timing. */
    choice(choice: TimingChoice) {
      if (!choice.shared) return timing(choice.timing);
      // English keeps the days as the data writes them, as the spec's label does.
      const days = english ? choice.batch.days.join(', ') : dayList(choice.batch.days);
      return `${timing(choice.timing)} (${days || t('batchNumber', { id: choice.batch.batchId })})`;
    },
    /** A price option: the session's name (the academy's, as it is) and its price, 'Free' when it has none. */
    slot(slot: Slot) {
      if (slot === FREE_SLOT || (slot.label === FREE_SLOT.label && slot.price === 'Free' && slot.feeType === null))
        return t('freeCourse');
      const said = slot.price === 'Free' ? 'Free' : priceWithFee(slot.price, slot.feeType);
      const suffix = ` - ${said}`;
      if (!slot.label.endsWith(suffix)) return slot.label;
      const name = slot.label.slice(0, -suffix.length);
      return `${name} - ${slot.price === 'Free' ? t('free') : price(slot.price, slot.feeType)}`;
    },
    noTimings: () => t('noTimings'),
    freeCourse: () => t('freeCourse'),
  };
}

export type ScheduleText = ReturnType<typeof scheduleText>;
