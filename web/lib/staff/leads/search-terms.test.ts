import { describe, expect, it } from 'vitest';
import { searchOf } from './search-terms';

describe('a counsellor’s search', () => {
  it('reads a phone number typed any Indian way as its national digits', () => {
    for (const typed of [
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '09876543210',
      '98765 43210',
      '(98765) 43210',
    ]) {
      expect(searchOf(typed), typed).toEqual({ phone: '9876543210' });
    }
    expect(searchOf('98765')).toEqual({ phone: '98765' });
    expect(searchOf('+91 98')).toEqual({ phone: '98' });
  });

  it('makes every word a prefix, all required, in any script', () => {
    expect(searchOf('Asha  Kul')).toEqual({ words: "'asha':* & 'kul':*" });
    expect(searchOf('asha.k@example.in')).toEqual({ words: "'asha':* & 'k':* & 'example':* & 'in':*" });
    expect(searchOf('आशा शर्मा')).toEqual({ words: "'आशा':* & 'शर्मा':*" });
  });

  it('leaves no tsquery syntax from what was typed; nothing searchable is null', () => {
    expect(searchOf("a' | b:* & !c")).toEqual({ words: "'a':* & 'b':* & 'c':*" });
    expect(searchOf("'); drop table leads; --")).toEqual({ words: "'drop':* & 'table':* & 'leads':*" });
    expect(searchOf('!!! ---')).toBeNull();
    expect(searchOf('')).toBeNull();
  });
});
