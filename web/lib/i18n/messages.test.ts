import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { messageFilesOf, messagesOf } from './messages';

/** The message at a key path. */
const valueAt = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);

/** Every key path of a message file, 'header.openMenu' style. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message files', () => {
  const english = keysOf(messagesOf('en')).sort();

  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the English keys, none empty', (locale) => {
    const messages = messagesOf(locale);
    expect(keysOf(messages).sort()).toEqual(english);
    for (const key of english) {
      const value = valueAt(messages, key);
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  });

  it('each language has the same files, and no two files share a namespace', () => {
    for (const locale of locales) {
      const files = messageFilesOf(locale);
      expect(Object.keys(files).sort()).toEqual(Object.keys(messageFilesOf('en')).sort());
      const namespaces = Object.values(files).flatMap((file) => Object.keys(file));
      expect(new Set(namespaces).size, `${locale}: a namespace in two files`).toBe(namespaces.length);
    }
  });

  it('a Hindi message is written in Devanagari, not left in English', () => {
    const hindi = messagesOf('hi');
    const untranslated = keysOf(hindi).filter(
      (key) => !/[\u0900-\u097F]/.test(valueAt(hindi, key) as string) && !ALLOWED_LATIN.has(key),
    );
    expect(untranslated).toEqual([]);
  });
});

/** Messages that are the same in both languages (names, symbols): an option's name and its price, '{name}: {price}'. */
const ALLOWED_LATIN = new Set<string>(['courseSchedule.price.named']);
