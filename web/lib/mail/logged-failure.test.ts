import { describe, expect, it } from 'vitest';
import { describeFailure, loggedFailure } from './failures';

describe('an SMTP failure', () => {
  it('keeps its address for the outbox and leaves it out of the server log', () => {
    const refusal = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <asha.rao@example.in>: unknown user",
    );
    expect(describeFailure(refusal)).toContain('asha.rao@example.in');
    expect(loggedFailure(refusal)).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: unknown user",
    );
    expect(loggedFailure(new Error('connect ECONNREFUSED 127.0.0.1:2525'))).toBe('connect ECONNREFUSED 127.0.0.1:2525');
  });
});
