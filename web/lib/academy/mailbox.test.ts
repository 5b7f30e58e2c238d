import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('counts sub-addresses and case variants as one mailbox', () => {
    for (const variant of [
      'victim@example.in',
      'Victim@Example.IN',
      'victim+1@example.in',
      'VICTIM+otp+2@example.in',
    ]) {
      expect(mailboxOf(variant), variant).toBe('victim@example.in');
    }
  });

  it("folds Gmail's dots and googlemail.com", () => {
    expect(mailboxOf('v.i.c.t.i.m+x@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('Vic.Tim@gmail.com')).toBe('victim@gmail.com');
  });

  it('keeps dots elsewhere and different mailboxes apart', () => {
    expect(mailboxOf('asha.rao@example.in')).toBe('asha.rao@example.in');
    expect(mailboxOf('asha@example.in')).not.toBe(mailboxOf('asha@example.com'));
    // A leading plus is part of the name, not a tag.
    expect(mailboxOf('+asha@example.in')).toBe('+asha@example.in');
  });
});
