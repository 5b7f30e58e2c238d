import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@/lib/db/lead-words';
import { nextStatuses, refusedMove } from './workflow';

describe('the lead workflow', () => {
  it('moves forward, skipping steps when the learner does', () => {
    expect(nextStatuses('new')).toEqual(['new', 'contacted', 'demo_scheduled', 'enrolled', 'closed', 'lost']);
    expect(nextStatuses('demo_scheduled')).toEqual(['demo_scheduled', 'enrolled', 'closed', 'lost']);
    expect(refusedMove('new', 'enrolled')).toBeNull();
  });

  it('never moves back, and a closed lead stays closed', () => {
    expect(refusedMove('enrolled', 'contacted')).toBe('A lead cannot go back from enrolled to contacted');
    expect(refusedMove('demo_scheduled', 'new')).toBe('A lead cannot go back from demo scheduled to new');
    expect(nextStatuses('closed')).toEqual(['closed']);
    for (const to of LEAD_STATUSES.filter((s) => s !== 'closed')) expect(refusedMove('closed', to)).toBe('A closed lead stays closed');
  });

  it('a lost lead is taken up again as contacted or later, never as new or straight to closed', () => {
    expect(nextStatuses('lost')).toEqual(['contacted', 'demo_scheduled', 'enrolled', 'lost']);
    expect(refusedMove('lost', 'new')).toMatch(/^A lost lead can be taken up again/);
    for (const from of LEAD_STATUSES.filter((s) => s !== 'closed')) expect(refusedMove(from, 'lost')).toBeNull();
  });
});
