import { describe, expect, it } from 'vitest';
import { batchWording } from '@/lib/batch-words';
import { FREE_SLOT } from '@/lib/price-words';
import { scheduleWordsIn, slotsIn } from './schedule-words-in';

// Issue 52: the account page and the mails name a booking's batch and options in the learner's language.
const evening = { from: '06:00 PM', to: '07:00 PM' };
const sessions = {
  feeType: 'Session',
  sessions: [
    { name: 'Single Session', price: 599, sessionsCount: 1 },
    { name: '4 Sessions', price: 2199, sessionsCount: 4 },
  ],
};

describe('scheduleWordsIn', () => {
  it('names a batch by its days and time of day, in English as the records do and in Hindi', () => {
    expect(scheduleWordsIn('en').batch(['Mon', 'Wed', 'Fri'], evening)).toBe('Mon, Wed, Fri · 6:00–7:00 pm');
    expect(scheduleWordsIn('en').batch(['mon', 'Wednesday'], evening)).toBe(
      batchWording(['mon', 'Wednesday'], evening),
    );
    expect(scheduleWordsIn('hi').batch(['Mon', 'Wed', 'Fri'], evening)).toBe('सोम, बुध, शुक्र · शाम 6:00–7:00');
    expect(scheduleWordsIn('hi').batch([], { from: '11:30 AM', to: '12:30 PM' })).toBe('सुबह 11:30–दोपहर 12:30');
  });
});

describe('slotsIn', () => {
  it('says what each chosen option buys, in the language asked', () => {
    const chosen = [
      { label: '₹599 per session', feeType: 'Session', price: 599 },
      { label: '4 sessions: ₹2,199', feeType: 'Session', price: 2199 },
    ] as const;
    expect(slotsIn('en', chosen, sessions)).toBe('₹599 per session, 4 sessions: ₹2,199');
    expect(slotsIn('hi', chosen, sessions)).toBe('₹599 प्रति सेशन, 4 सेशन: ₹2,199');
  });

  it("reads a record from before issue 52 by the option's name, and keeps one the batch no longer offers", () => {
    const old = [{ label: '4 Sessions', feeType: 'Session', price: 2199 }] as const;
    expect(slotsIn('hi', old, sessions)).toBe('4 सेशन: ₹2,199');
    expect(slotsIn('hi', old, undefined)).toBe('4 Sessions: ₹2,199');
    // The same option at another price than was chosen: what the learner chose, at what they chose it.
    expect(slotsIn('hi', [{ ...old[0], price: 2499 }], sessions)).toBe('4 Sessions: ₹2,499');
    expect(slotsIn('hi', [{ label: 'Weekend pack: ₹999', feeType: null, price: 999 }], sessions)).toBe(
      'Weekend pack: ₹999',
    );
  });

  it("names a free course's slot in the page's words", () => {
    expect(slotsIn('en', [FREE_SLOT], undefined)).toBe('Free Course');
    expect(slotsIn('hi', [FREE_SLOT], undefined)).toMatch(/^[\u0900-\u097F ]+$/);
  });
});
