import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Batch } from '@/lib/backend';
import { messagesOf } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Slot } from '@/lib/pricing';
import { FREE_SLOT } from '@/lib/price-words';
import { courseOf, priceChoice, timingChoices } from './batch-choice';
import { scheduleText } from '@/lib/schedule-words';

const textIn = (locale: Locale) =>
  scheduleText(createTranslator({ locale, messages: messagesOf(locale), namespace: 'courseSchedule' }), locale);
const en = textIn('en');
const hi = textIn('hi');

const batch = (over: Partial<Batch>): Batch => ({
  batchId: 1,
  days: ['Mon', 'Wed'],
  courseType: 'Paid',
  feeType: 'Session',
  timings: [{ from: '06:00 PM', to: '07:00 PM' }],
  sessions: [
    { name: 'Single Session', price: 599, originalPrice: 799, sessionsCount: 1 },
    { name: '4 Sessions', price: 2199, originalPrice: null, sessionsCount: 4 },
  ],
  demoLink: null,
  trainerCourseDescription: null,
  ...over,
});

describe('priceChoice (spec "Price selection")', () => {
  it('Session fees: the first option is preselected, the rest offered beside it', () => {
    const choice = priceChoice(batch({}));
    expect(choice.preselected?.label).toBe('₹599 per session');
    expect(choice.slots.map((s) => s.label)).toEqual(['₹599 per session', '4 sessions: ₹2,199']);
    expect(choice.fixed).toBe(false);
    expect(priceChoice(batch({ sessions: [batch({}).sessions[0]!] })).fixed).toBe(true);
  });

  it('Month fees: every option, nothing preselected; free: nothing at all', () => {
    const month = priceChoice(batch({ feeType: 'Month' }));
    expect(month.preselected).toBeNull();
    expect(month.slots).toHaveLength(2);
    expect(priceChoice(batch({ courseType: 'Free', feeType: null, sessions: [] })).slots).toEqual([]);
  });
});

describe('timingChoices', () => {
  it("sends options as 'from - to' and knows a timing two batches share", () => {
    const a = batch({ batchId: 1 });
    const b = batch({
      batchId: 2,
      days: ['Sat'],
      timings: [
        { from: '06:00 PM', to: '07:00 PM' },
        { from: '08:00 AM', to: '09:00 AM' },
      ],
    });
    const choices = timingChoices([a, b]);
    expect(choices.map((c) => c.label)).toEqual(['06:00 PM - 07:00 PM', '06:00 PM - 07:00 PM', '08:00 AM - 09:00 AM']);
    expect(choices.map((c) => c.shared)).toEqual([true, true, false]);
    expect(choices.map(en.choice)).toEqual(['Mon, Wed · 6:00–7:00 pm', 'Sat · 6:00–7:00 pm', 'Sat · 8:00–9:00 am']);
  });
});

describe('demo table cells', () => {
  it('price, days and the course match', () => {
    expect(en.batchPrice(batch({}))).toBe('₹599 per session');
    expect(en.batchPrice(batch({ courseType: 'Free', feeType: null, sessions: [] }))).toBe('Free Course');
    expect(en.days([])).toBe('No days available');
    expect(en.days([' Mon', 'Wed '])).toBe('Mon, Wed');
    expect(courseOf([{ courseDetails: { courseName: ' Guitar ' } }], 'guitar')).toBeDefined();
  });
});

describe("the page's words for timings, days and prices", () => {
  const a = batch({ batchId: 1 });
  const b = batch({
    batchId: 2,
    days: [],
    timings: [
      { from: '06:00 PM', to: '07:00 PM' },
      { from: '12:30 PM', to: '01:15 AM' },
    ],
  });

  it('English names a batch by its days and hours, and a price by what it buys (issue 52)', () => {
    const choices = timingChoices([a, b]);
    expect(choices.map(en.choice)).toEqual(['Mon, Wed · 6:00–7:00 pm', 'batch 2 · 6:00–7:00 pm', '12:30 pm–1:15 am']);
    const inA = (slot: Slot) => en.slot(slot, a);
    expect(priceChoice(a).slots.map(inA)).toEqual(priceChoice(a).slots.map((s) => s.label));
    expect(en.slot(FREE_SLOT, undefined)).toBe('Free Course');
    expect(en.slot({ label: 'Trial - Free', feeType: 'Session', price: 'Free' }, a)).toBe('Trial - Free');
  });

  it.each([
    ['Session', { name: 'Single Session', price: 599, sessionsCount: 1 }, '₹599 per session', '₹599 प्रति सेशन'],
    ['Session', { name: '4 Sessions', price: 2199, sessionsCount: 4 }, '4 sessions: ₹2,199', '4 सेशन: ₹2,199'],
    ['Session', { name: '8 Sessions', price: 4079, sessionsCount: null }, '8 sessions: ₹4,079', '8 सेशन: ₹4,079'],
    [
      'Session',
      { name: 'Weekend pack', price: 1499, sessionsCount: null },
      'Weekend pack: ₹1,499',
      'Weekend pack: ₹1,499',
    ],
    ['Month', { name: 'Monthly', price: 2500, sessionsCount: 12 }, '₹2,500 per month', '₹2,500 प्रति माह'],
    ['Month', { name: '3 Months', price: 6750, sessionsCount: 36 }, '3 months: ₹6,750', '3 महीने: ₹6,750'],
    [
      'Course',
      { name: 'Full Course', price: 150000, sessionsCount: 24 },
      'Full Course: ₹1,50,000',
      'Full Course: ₹1,50,000',
    ],
    ['Session', { name: 'Trial', price: null, sessionsCount: 1 }, 'Trial: Free', 'Trial: मुफ़्त'],
  ] as const)('a %s fee option %j reads %j, in Hindi %j', (feeType, option, english, hindi) => {
    const one = batch({ feeType, sessions: [{ ...option, originalPrice: null }] });
    const [slot] = priceChoice(one).slots;
    expect(slot?.label).toBe(english);
    expect(en.slot(slot!, one)).toBe(english);
    expect(hi.slot(slot!, one)).toBe(hindi);
  });

  it('Hindi says the time of day, the days and the fee in Hindi; amounts stay rupees with Indian grouping', () => {
    const choices = timingChoices([a, b]);
    expect(choices.map(hi.choice)).toEqual(['सोम, बुध · शाम 6:00–7:00', 'बैच 2 · शाम 6:00–7:00', 'दोपहर 12:30–रात 1:15']);
    expect(hi.timing({ from: '08:00 AM', to: '9:45 pm' })).toBe('सुबह 8:00 - रात 9:45');
    expect(hi.timing({ from: 'noon', to: '12:00 AM' })).toBe('noon - रात 12:00');
    expect(hi.days(['Monday', 'TUE', 'Holi'])).toBe('सोम, मंगल, Holi');
    expect(hi.days([])).toBe('कोई दिन उपलब्ध नहीं है');
    expect(priceChoice(a).slots.map((slot) => hi.slot(slot, a))).toEqual(['₹599 प्रति सेशन', '4 सेशन: ₹2,199']);
    expect(hi.price(150000, 'Month')).toBe('₹1,50,000 प्रति माह');
    expect(hi.slot(FREE_SLOT, a)).toBe('मुफ़्त कोर्स');
    expect(hi.batchPrice(batch({ courseType: 'Free', feeType: null, sessions: [] }))).toBe('मुफ़्त कोर्स');
  });
});
