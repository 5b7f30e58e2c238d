import { describe, expect, it } from 'vitest';
import type { Batch } from '@/lib/backend';
import { batchPriceLabel, courseOf, daysLabel, priceChoice, timingChoices } from './batch-choice';

const batch = (over: Partial<Batch>): Batch => ({
  batchId: 1, days: ['Mon', 'Wed'], courseType: 'Paid', feeType: 'Session',
  timings: [{ from: '06:00 PM', to: '07:00 PM' }],
  sessions: [
    { name: 'Single Session', price: 599, originalPrice: 799, sessionsCount: 1 },
    { name: '4 Sessions', price: 2199, originalPrice: null, sessionsCount: 4 },
  ],
  demoLink: null, trainerCourseDescription: null, ...over,
});

describe('priceChoice (spec "Price selection")', () => {
  it('Session fees: the first option is preselected, the rest offered beside it', () => {
    const choice = priceChoice(batch({}));
    expect(choice.preselected?.label).toBe('Single Session - ₹599 / Session');
    expect(choice.slots.map((s) => s.label)).toEqual(['Single Session - ₹599 / Session', '4 Sessions - ₹2,199 / Session']);
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
    const b = batch({ batchId: 2, days: ['Sat'], timings: [{ from: '06:00 PM', to: '07:00 PM' }, { from: '08:00 AM', to: '09:00 AM' }] });
    expect(timingChoices([a, b]).map((c) => c.text)).toEqual(['06:00 PM - 07:00 PM (Mon, Wed)', '06:00 PM - 07:00 PM (Sat)', '08:00 AM - 09:00 AM']);
  });
});

describe('demo table cells', () => {
  it('price, days and the course match', () => {
    expect(batchPriceLabel(batch({}))).toBe('₹599 / Session');
    expect(batchPriceLabel(batch({ courseType: 'Free', feeType: null, sessions: [] }))).toBe('Free Course');
    expect(daysLabel([])).toBe('No days available');
    expect(courseOf([{ courseDetails: { courseName: ' Guitar ' } }], 'guitar')).toBeDefined();
  });
});
