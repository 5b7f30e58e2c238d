import { describe, expect, it } from 'vitest';
import { countedText } from './search-log';

describe('countedText: the text a search is counted under', () => {
  it('is the search as matched: trimmed, spaces collapsed, lower case', () => {
    expect(countedText('  Guitar   CLASSES ')).toBe('guitar classes');
    expect(countedText('योग')).toBe('योग');
    expect(countedText('C++')).toBe('c++');
  });

  it('counts nothing under two letters or over 100 characters', () => {
    expect(countedText('g')).toBeNull();
    expect(countedText('   ')).toBeNull();
    expect(countedText('a'.repeat(101))).toBeNull();
    expect(countedText('ab')).toBe('ab');
  });

  it('never keeps what may be personal: emails, phone numbers, PIN codes', () => {
    for (const personal of ['asha@example.in', 'me at asha@x', '9876543210', '+91 98765 43210', '98765-43210', 'guitar 411001']) {
      expect(countedText(personal)).toBeNull();
    }
    expect(countedText('python 3')).toBe('python 3');
    expect(countedText('class 10 maths')).toBe('class 10 maths');
  });
});
