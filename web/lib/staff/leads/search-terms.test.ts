import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-terms';

describe('a counsellor’s search as a tsquery', () => {
  it('reads a phone number typed any Indian way as its national digits', () => {
    for (const typed of ['+91 98765 43210', '+91-98765-43210', '919876543210', '09876543210', '98765 43210', '(98765) 43210']) {
      expect(searchQuery(typed), typed).toBe("'9876543210':*");
    }
    expect(searchQuery('98765')).toBe("'98765':*");
    expect(searchQuery('+91 98')).toBe("'98':*");
  });

  it('makes every word a prefix, all required, in any script', () => {
    expect(searchQuery('Asha  Kul')).toBe("'asha':* & 'kul':*");
    expect(searchQuery('asha.k@example.in')).toBe("'asha':* & 'k':* & 'example':* & 'in':*");
    expect(searchQuery('आशा शर्मा')).toBe("'आशा':* & 'शर्मा':*");
  });

  it('leaves no tsquery syntax from what was typed; nothing searchable is null', () => {
    expect(searchQuery("a' | b:* & !c")).toBe("'a':* & 'b':* & 'c':*");
    expect(searchQuery("'); drop table leads; --")).toBe("'drop':* & 'table':* & 'leads':*");
    expect(searchQuery('!!! ---')).toBeNull();
    expect(searchQuery('')).toBeNull();
  });
});
