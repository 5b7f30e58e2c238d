import { describe, expect, it } from 'vitest';
import { batchWording, englishDays, englishHours } from './batch-words';

describe('a batch by its days and hours (issue 52)', () => {
  it.each([
    [['Mon', 'Wed', 'Fri'], '06:00 PM', '07:00 PM', 'Mon, Wed, Fri · 6:00–7:00 pm'],
    [['tuesday', 'THU', 'Sat'], '07:30 AM', '08:15 AM', 'Tue, Thu, Sat · 7:30–8:15 am'],
    [['Sat', 'Sun'], '11:30 AM', '12:30 PM', 'Sat, Sun · 11:30 am–12:30 pm'],
    [['Sun'], '12:00 AM', '01:00 AM', 'Sun · 12:00–1:00 am'],
    [[], '18:00', '19:30', '6:00–7:30 pm'],
    [['Holi'], 'noon', '2 pm', 'Holi · noon - 2 pm'],
  ])('%j %s-%s reads %j', (days, from, to, said) => expect(batchWording(days, { from, to })).toBe(said));

  it('keeps a day it cannot read as written, and names none as nothing', () => {
    expect(englishDays([' mon ', '', 'Funday'])).toBe('Mon, Funday');
    expect(englishDays([])).toBe('');
    expect(englishHours({ from: '25:00', to: '26:00' })).toBe('25:00 - 26:00');
  });
});
