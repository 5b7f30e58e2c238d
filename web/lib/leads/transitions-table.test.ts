import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@/lib/db/lead-words';
import { ALREADY_WORKED, BOOK_IT, MARK_IT, mayMove, refusalOf, staffNextStatuses } from './transitions';

describe('the lead workflow (the console)', () => {
  it('moves forward, skipping steps when the learner does', () => {
    expect(staffNextStatuses('new')).toEqual(['new', 'contacted', 'enrolled', 'closed', 'lost']);
    expect(staffNextStatuses('demo_scheduled')).toEqual(['demo_scheduled', 'enrolled', 'closed', 'lost']);
    expect(staffNextStatuses('demo_done')).toEqual(['demo_done', 'enrolled', 'closed', 'lost']);
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
    expect(staffNextStatuses('lost')).toEqual(['contacted', 'enrolled', 'lost']);
    expect(staffNextStatuses('cancelled')).toEqual(['contacted', 'enrolled', 'cancelled']);
    expect(refusalOf('lost', 'new', 'staff')).toMatch(/^A lost lead can be taken up again/);
    expect(refusalOf('cancelled', 'closed', 'staff')).toBe(
      'A cancelled request can be taken up again as contacted or later, not as closed',
    );
    for (const from of ['new', 'contacted', 'demo_scheduled', 'enrolled'] as const)
      expect(refusalOf(from, 'lost', 'staff')).toBeNull();
  });

  it('a demo is scheduled only by a booking and attended only by its outcome, never by hand (issue 53)', () => {
    for (const from of ['new', 'contacted', 'lost', 'cancelled'] as const) {
      expect(refusalOf(from, 'demo_scheduled', 'staff')).toBe(BOOK_IT);
      expect(mayMove(from, 'demo_scheduled', 'demo-booked')).toBe(true);
    }
    expect(refusalOf('demo_scheduled', 'demo_done', 'staff')).toBe(MARK_IT);
    expect(mayMove('demo_scheduled', 'demo_done', 'demo-attended')).toBe(true);
    // A cancelled or missed class takes the lead back to contacted; nothing else does.
    for (const by of ['demo-cancelled', 'demo-missed'] as const) {
      expect(mayMove('demo_scheduled', 'contacted', by)).toBe(true);
      expect(refusalOf('enrolled', 'contacted', by)).toBe(
        `An enrolled lead is not moved to contacted when ${by === 'demo-missed' ? 'a demo is missed' : 'a demo is cancelled'}`,
      );
    }
    expect(refusalOf('contacted', 'demo_done', 'demo-attended')).toBe(
      'A contacted lead is not moved to demo attended when a demo is attended',
    );
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
