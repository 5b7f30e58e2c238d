import { describe, expect, it } from 'vitest';
import { feeOfSlots } from './fees';

const sessions = {
  feeType: 'Session',
  sessions: [
    { name: 'Single Session', price: 599, sessionsCount: 1 },
    { name: '4 Sessions', price: 2199, sessionsCount: 4 },
    { name: 'Trial', price: null, sessionsCount: 1 },
  ],
};
const slot = (label: string, price: number | 'Free' = 1) => ({ label, feeType: 'Session', price });

describe("an enrolment's fee (issue 55)", () => {
  it("is the catalogue's price of the options chosen, in paise, whatever price the browser sent", () => {
    expect(feeOfSlots([slot('₹599 per session', 1)], sessions)).toBe(59_900);
    expect(feeOfSlots([slot('4 sessions: ₹2,199', 5)], sessions)).toBe(219_900);
    expect(feeOfSlots([slot('single session', 499)], sessions)).toBe(59_900);
    expect(feeOfSlots([slot('₹599 per session'), slot('4 Sessions')], sessions)).toBe(279_800);
  });

  it('is none for a free option, one no longer offered in those words, or no choice', () => {
    expect(feeOfSlots([slot('Trial: Free', 'Free')], sessions)).toBeNull();
    expect(feeOfSlots([slot('₹499 per session')], sessions)).toBeNull();
    expect(feeOfSlots([slot('₹599 per session'), slot('Trial')], sessions)).toBeNull();
    expect(feeOfSlots([], sessions)).toBeNull();
    expect(feeOfSlots([slot('₹599 per session')], undefined)).toBeNull();
  });
});
