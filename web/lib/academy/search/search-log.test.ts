import { describe, expect, it } from 'vitest';
import { countedText } from './search-log';

describe('countedText: the text a search is counted under', () => {
  it.each([
    ['is the search as matched: trimmed, spaces collapsed, lower case', '  Guitar   CLASSES ', 'guitar classes'],
    ['is the search as matched: trimmed, spaces collapsed, lower case', 'योग', 'योग'],
    ['is the search as matched: trimmed, spaces collapsed, lower case', 'C++', 'c++'],
    ['counts nothing under two letters or over 100 characters', 'g', null],
    ['counts nothing under two letters or over 100 characters', '   ', null],
    ['counts nothing under two letters or over 100 characters', 'a'.repeat(101), null],
    ['counts nothing under two letters or over 100 characters', 'ab', 'ab'],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', 'asha@example.in', null],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', 'me at asha@x', null],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', '9876543210', null],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', '+91 98765 43210', null],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', '98765-43210', null],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', 'guitar 411001', null],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', 'python 3', 'python 3'],
    ['never keeps what may be personal: emails, phone numbers, PIN codes', 'class 10 maths', 'class 10 maths'],
  ])('%s: %j is counted as %j', (_rule, search, counted) => {
    expect(countedText(search)).toBe(counted);
  });
});
