import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';
import { searchWords } from './fold';
import './sanscript-reader';

const folded = (text: string) => searchWords(text).map((word) => word.folded);

describe('searchWords', () => {
  it.each([
    ['Bharatanatyam', 'bharatnatyam', 'bharathanatyam', 'barathanatyam'],
    ['Carnatic', 'karnatic', 'carnatik', 'karnatik'],
    ['Guitar', 'guitaar', 'GUITAR', 'guittar'],
    ['Watercolour', 'watercolor', 'vatercolour', 'WATERCOLOUR'],
  ])('folds the spellings of %s together where the rules reach', (name, ...spellings) => {
    const [target] = folded(name);
    for (const spelling of spellings.slice(0, 1))
      expect(editDistance(folded(spelling)[0]!, target!, 2)).toBeLessThanOrEqual(1);
    for (const spelling of spellings.slice(1)) expect(folded(spelling)[0]).toBe(target);
  });

  it('reads Devanagari and Telugu as Latin letters, and marks Tamil as not writing voicing', () => {
    expect(folded('योग')).toEqual(folded('yoga'));
    expect(folded('कथक')).toEqual(folded('Kathak'));
    expect(folded('हिंदी')).toEqual(folded('Hindi'));
    expect(folded('తెలుగు')).toEqual(folded('Telugu'));
    expect(searchWords('யோகா')[0]).toMatchObject({ voicingUnknown: true });
    expect(searchWords('yoga')[0]).toMatchObject({ voicingUnknown: false });
  });

  it.each([
    ['पायथन', 'पाइथन', 'पाईथन'],
    ['फ़ोटोग्राफ़ी', 'फोटोग्राफी', 'फ़ोटोग्राफी'],
    ['जावा', 'ज़ावा'],
    ['हिंदी', 'हिन्दी', 'हिँदी'],
    ['डांस', 'डाँस'],
    ['गिटार', 'गीटार'],
  ])('meets the Hindi spellings of a loanword: %s (issue 52)', (first, ...others) => {
    for (const other of others) expect(folded(other), other).toEqual(folded(first));
  });

  it('keeps C++ and C# as words, and splits on everything else that is not a letter or digit', () => {
    expect(folded('C++ Programming')).toEqual(['kp', 'programing']);
    expect(searchWords('C# / UI-UX, 2026').map((word) => word.plain)).toEqual(['csharp', 'ui', 'ux', '2026']);
    expect(searchWords('%_\\ !!!')).toEqual([]);
  });
});

describe('editDistance', () => {
  it.each([
    ['pilates', 'pilatis', 1],
    ['science', 'sceince', 1],
    ['python', 'pyhton', 1],
    ['guitar', 'guitar', 0],
    ['mehendi', 'mehndi', 1],
    ['kathak', 'python', 3],
  ] as const)('%s to %s is %i (at most 2 asked: more reads as 3)', (a, b, edits) => {
    expect(editDistance(a, b, 2)).toBe(edits);
  });
});
