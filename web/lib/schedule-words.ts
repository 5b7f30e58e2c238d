import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import {
  clockOf,
  dayOf,
  englishHours,
  periodOf,
  timingLabel,
  twelveHour,
  type Day,
  type Period,
  type Timing,
} from '@/lib/batch-words';
import { FREE_SLOT, feeWording, optionWording, type PriceOption, type PriceWords, type Slot } from '@/lib/price-words';

/** What the words read of a batch (the catalogue's Batch, or a stored enrolment's batch). */
type BatchWords = {
  batchId: number;
  days: string[];
  courseType: 'Paid' | 'Free';
  feeType: string | null;
  sessions: PriceOption[];
};

/** A timing to choose, with its batch; `shared` when another batch has the same hours. */
type ChoiceWords = { timing: Timing; batch: BatchWords; shared: boolean };

type Key =
  | `days.${Day}`
  | `periods.${Period}`
  | `price.${Exclude<keyof PriceWords, 'free'>}`
  | 'noTimings'
  | 'noDays'
  | 'batchNumber'
  | 'free'
  | 'freeCourse';

/** The 'courseSchedule' namespace's translator: useTranslations('courseSchedule') or its getTranslations twin. */
export type ScheduleTranslator = (key: Key, values?: Record<string, string | number>) => string;

/**
 * Timings, days and prices as the course page, the learner's account page and their mails show them in the reader's
 * language (the course page's translator, or scheduleWordsIn's on the server). English shows the academy's
 * data as the spec has it ('06:00 PM - 07:00 PM', 'Mon, Wed'); Hindi says the time of day and the days in Hindi
 * ('शाम 6:00 - शाम 7:00', 'सोम, बुध'). A batch to choose is named by its days and time ('Mon, Wed · 6:00–7:00 pm') and
 * a price by what it buys ('4 sessions: ₹2,199', '₹599 per session', issue 52). Times are India's, as the academy
 * gives them: nothing is converted to the browser's time zone. Amounts are rupees with Indian grouping in both.
 */
export function scheduleText(t: ScheduleTranslator, locale: Locale) {
  const english = locale === defaultLocale;

  /** '06:00 PM' -> 'शाम 6:00'; a time it cannot read is shown as the data has it. */
  const clock = (time: string) => {
    const read = clockOf(time);
    if (english || !read) return time.trim();
    return t(`periods.${periodOf(read.hours)}`, { time: twelveHour(read) });
  };

  const timing = (value: Timing) => (english ? timingLabel(value) : `${clock(value.from)} - ${clock(value.to)}`);

  /**
   * A batch's hours, short: '6:00–7:00 pm', '11:30 am–12:30 pm'; 'शाम 6:00–7:00', 'सुबह 11:30–दोपहर 12:30'. Times it
   * cannot read are shown as timing() shows them.
   */
  const hoursRange = (value: Timing) => {
    if (english) return englishHours(value);
    const [from, to] = [clockOf(value.from), clockOf(value.to)];
    if (!from || !to) return timing(value);
    const [fromPeriod, toPeriod] = [periodOf(from.hours), periodOf(to.hours)];
    if (fromPeriod === toPeriod) return t(`periods.${fromPeriod}`, { time: `${twelveHour(from)}–${twelveHour(to)}` });
    return `${clock(value.from)}–${clock(value.to)}`;
  };

  const priceWords: PriceWords = {
    perSession: (price) => t('price.perSession', { price }),
    perMonth: (price) => t('price.perMonth', { price }),
    perCourse: (price) => t('price.perCourse', { price }),
    sessions: (count, price) => t('price.sessions', { count, price }),
    months: (count, price) => t('price.months', { count, price }),
    named: (name, price) => t('price.named', { name, price }),
    free: () => t('free'),
  };

  const day = (text: string) => {
    const key = dayOf(text);
    return key ? t(`days.${key}`) : text;
  };

  /** The days a batch meets: 'Mon, Wed', or '' when it names none. */
  const dayList = (days: string[]) =>
    days
      .map((d) => d.trim())
      .filter(Boolean)
      .map(day)
      .join(', ');

  const withDays = (days: string, timing: Timing) => (days ? `${days} · ${hoursRange(timing)}` : hoursRange(timing));

  /** A price by how it is charged: '₹599 per session'; '₹599' for a fee type the page has no words for. */
  const price = (amount: number, feeType: string | null) => feeWording(amount, feeType, priceWords);

  return {
    timing,
    /** A session's hours, short: '6:00–7:00 pm', 'शाम 6:00–7:00' (issue 53: a demo's time). */
    hours: hoursRange,
    /** The demo table's Days cell: 'Mon, Wed' or 'No days available'. */
    days: (days: string[]) => dayList(days) || t('noDays'),
    price,
    /** The demo table's Price cell: the first price of a paid batch, else 'Free Course'. */
    batchPrice(batch: BatchWords) {
      const amount = batch.courseType === 'Paid' ? batch.sessions.find((s) => s.price != null)?.price : null;
      return amount == null ? t('freeCourse') : price(amount, batch.feeType);
    },
    /**
     * A batch option, named by its days and hours (issue 52): 'Mon, Wed, Fri · 6:00–7:00 pm'. A batch naming no days
     * is told apart from another at the same time by its number.
     */
    choice(choice: ChoiceWords) {
      const { batch, shared, timing } = choice;
      return withDays(dayList(batch.days) || (shared ? t('batchNumber', { id: batch.batchId }) : ''), timing);
    },
    /** A batch as a record names it (the account page, the mails): its days and hours, or its hours alone. */
    batch: (days: string[], timing: Timing) => withDays(dayList(days), timing),
    /**
     * A price option of `batch` in the page's words: the price for what it buys. The slot's label is the same option
     * in English (the record the enrolment keeps), or, in a record from before issue 52, the option's name at the same
     * price; one the batch no longer offers at that price is shown as its label.
     */
    slot(slot: Slot, batch: Pick<BatchWords, 'feeType' | 'sessions'> | undefined) {
      if (slot === FREE_SLOT || (slot.label === FREE_SLOT.label && slot.price === 'Free' && slot.feeType === null))
        return t('freeCourse');
      const option = batch?.sessions.find(
        (s) =>
          optionWording(s, batch.feeType) === slot.label ||
          (s.name.trim() === slot.label.trim() && s.price === (slot.price === 'Free' ? null : slot.price)),
      );
      return option && batch ? optionWording(option, batch.feeType, priceWords) : slot.label;
    },
    noTimings: () => t('noTimings'),
    freeCourse: () => t('freeCourse'),
  };
}

export type ScheduleText = ReturnType<typeof scheduleText>;
