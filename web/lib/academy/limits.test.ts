import { describe, expect, it } from 'vitest';
import { writeLimits } from './limits';

// The shares of a course's hourly budget by standing (issue 50) at the defaults: views of ONE budget, so each
// standing stops where the ones above it begin, and only accounts with history reach the whole of it.
describe("a course's write budget by standing", () => {
  const views = (kind: keyof typeof writeLimits) => {
    const { anonymous, unproven, account, established } = writeLimits[kind].perCourse;
    expect(new Set([anonymous.name, unproven.name, account.name, established.name]).size).toBe(1);
    return [anonymous.allowance, unproven.allowance, account.allowance, established.allowance ?? established.limit];
  };

  it('reviews: 20 an hour, of which 6 without a client, 10 for passes and addresses, 15 for fresh accounts', () => {
    expect(views('review')).toEqual([6, 10, 15, 20]);
  });

  it('enrolments and the other requests: 60 an hour, 20 / 30 / 45 / 60', () => {
    expect(views('enrolment')).toEqual([20, 30, 45, 60]);
    expect(views('application')).toEqual([20, 30, 45, 60]);
  });
});
