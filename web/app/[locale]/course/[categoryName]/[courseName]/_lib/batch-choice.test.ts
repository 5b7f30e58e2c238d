import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Batch } from '@/lib/backend';
import { messagesOf } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { courseOf, FREE_SLOT, priceChoice, timingChoices } from './batch-choice';
import { scheduleText } from './schedule-text';

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
    expect(choice.preselected?.label).toBe('Single Session - ₹599 / Session');
    expect(choice.slots.map((s) => s.label)).toEqual([
      'Single Session - ₹599 / Session',
      '4 Sessions - ₹2,199 / Session',
    ]);
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
  it("labels options 'from - to' and tells apart a timing two batches share", () => {
    const a = batch({ batchId: 1 });
    const b = batch({
      batchId: 2,
      days: ['Sat'],
      timings: [
        { from: '06:00 PM', to: '07:00 PM' },
        { from: '08:00 AM', to: '09:00 AM' },
      ],
    });
    expect(timingChoices([a, b]).map((c) => c.text)).toEqual([
      '06:00 PM - 07:00 PM (Mon, Wed)',
      '06:00 PM - 07:00 PM (Sat)',
      '08:00 AM - 09:00 AM',
    ]);
  });
});

describe('demo table cells', () => {
  it('price, days and the course match', () => {
    expect(en.batchPrice(batch({}))).toBe('₹599 / Session');
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

  it('English shows the options as the spec labels them', () => {
    const choices = timingChoices([a, b]);
    expect(choices.map(en.choice)).toEqual(choices.map((c) => c.text));
    expect(choices.map(en.choice)).toEqual([
      '06:00 PM - 07:00 PM (Mon, Wed)',
      '06:00 PM - 07:00 PM (batch 2)',
      '12:30 PM - 01:15 AM',
    ]);
    expect(priceChoice(a).slots.map(en.slot)).toEqual(priceChoice(a).slots.map((s) => s.label));
    expect(en.slot(FREE_SLOT)).toBe('Free Course');
    expect(en.slot({ label: 'Trial - Free', feeType: 'Session', price: 'Free' })).toBe('Trial - Free');
  });

  it('Hindi says the time of day, the days and the fee in Hindi; amounts stay rupees with Indian grouping', () => {
    const choices = timingChoices([a, b]);
    expect(choices.map(hi.choice)).toEqual([
      'शाम 6:00 - शाम 7:00 (सोम, बुध)',
      'शाम 6:00 - शाम 7:00 (बैच 2)',
      'दोपहर 12:30 - रात 1:15',
    ]);
    expect(hi.timing({ from: '08:00 AM', to: '9:45 pm' })).toBe('सुबह 8:00 - रात 9:45');
    expect(hi.timing({ from: 'noon', to: '12:00 AM' })).toBe('noon - रात 12:00');
    expect(hi.days(['Monday', 'TUE', 'Holi'])).toBe('सोम, मंगल, Holi');
    expect(hi.days([])).toBe('कोई दिन उपलब्ध नहीं है');
    expect(priceChoice(a).slots.map(hi.slot)).toEqual(['Single Session - ₹599 / सेशन', '4 Sessions - ₹2,199 / सेशन']);
    expect(hi.price(150000, 'Month')).toBe('₹1,50,000 / महीना');
    expect(hi.slot({ label: 'Trial - Free', feeType: 'Session', price: 'Free' })).toBe('Trial - मुफ़्त');
    expect(hi.slot(FREE_SLOT)).toBe('मुफ़्त कोर्स');
    expect(hi.batchPrice(batch({ courseType: 'Free', feeType: null, sessions: [] }))).toBe('मुफ़्त कोर्स');
  });
});
