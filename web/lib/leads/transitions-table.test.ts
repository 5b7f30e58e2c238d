import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@/lib/db/lead-words';
import { ALREADY_WORKED, refusalOf, staffNextStatuses } from './transitions';

describe('the lead workflow (the console)', () => {
  it('moves forward, skipping steps when the learner does', () => {
    expect(staffNextStatuses('new')).toEqual(['new', 'contacted', 'demo_scheduled', 'enrolled', 'closed', 'lost']);
    expect(staffNextStatuses('demo_scheduled')).toEqual(['demo_scheduled', 'enrolled', 'closed', 'lost']);
    expect(refusalOf('new', 'enrolled', 'staff')).toBeNull();
  });

  it('never moves back, and a closed lead stays closed', () => {
    expect(refusalOf('enrolled', 'contacted', 'staff')).toBe('A lead cannot go back from enrolled to contacted');
    expect(refusalOf('demo_scheduled', 'new', 'staff')).toBe('A lead cannot go back from demo scheduled to new');
    expect(staffNextStatuses('closed')).toEqual(['closed']);
    for (const to of LEAD_STATUSES.filter((s) => s !== 'closed'))
      expect(refusalOf('closed', to, 'staff')).toBe('A closed lead stays closed');
  });

  it('a lost or cancelled lead is taken up again as contacted or later, never as new or straight to closed', () => {
    expect(staffNextStatuses('lost')).toEqual(['contacted', 'demo_scheduled', 'enrolled', 'lost']);
    expect(staffNextStatuses('cancelled')).toEqual(['contacted', 'demo_scheduled', 'enrolled', 'cancelled']);
    expect(refusalOf('lost', 'new', 'staff')).toMatch(/^A lost lead can be taken up again/);
    expect(refusalOf('cancelled', 'closed', 'staff')).toBe(
      'A cancelled request can be taken up again as contacted or later, not as closed',
    );
    for (const from of ['new', 'contacted', 'demo_scheduled', 'enrolled'] as const)
      expect(refusalOf(from, 'lost', 'staff')).toBeNull();
  });

  it('only the learner cancels, and only a new request', () => {
    for (const from of LEAD_STATUSES.filter((s) => s !== 'cancelled')) {
      expect(refusalOf(from, 'cancelled', 'staff')).toBe(
        from === 'closed' ? 'A closed lead stays closed' : 'Only the learner can cancel their request',
      );
      expect(refusalOf(from, 'cancelled', 'learner')).toBe(from === 'new' ? null : ALREADY_WORKED);
    }
  });
});
