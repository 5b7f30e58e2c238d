import { describe, expect, it } from 'vitest';
import { translateSaid } from './said';

const map = {
  'Name is required': 'नाम ज़रूरी है',
  'Must be at most {max} characters': 'अधिकतम {max} अक्षर',
  '{label} must be at most {max}': '{label} अधिकतम {max} हो सकता है',
  Price: 'कीमत',
};

describe('translateSaid', () => {
  it('translates a message word for word, or by its pattern with the names and numbers in it', () => {
    expect(translateSaid('Name is required', map)).toBe('नाम ज़रूरी है');
    expect(translateSaid('Must be at most 200 characters', map)).toBe('अधिकतम 200 अक्षर');
    expect(translateSaid('Price must be at most 1,00,000', map)).toBe('कीमत अधिकतम 1,00,000 हो सकता है');
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateSaid('Something new', map)).toBe('Something new');
    expect(translateSaid('Name is required', {})).toBe('Name is required');
  });
});
