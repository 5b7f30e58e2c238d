import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messageLeaves as leaves } from '../../lib/i18n/message-leaves';

// Issue 33: what the English message files say, as patterns to look for on a Hindi page. A message's arguments
// ('{name}') match any text; a plural or select is each of its branches.
const MESSAGES = path.resolve(import.meta.dirname, '../../messages');

const readFolder = (locale: string): Record<string, unknown> =>
  Object.assign(
    {},
    ...readdirSync(path.join(MESSAGES, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(MESSAGES, locale, f), 'utf8'))),
  );

/** The text up to the brace that closes the one opened just before `from`. */
function closing(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

const WILDCARD = '\u0000';

/** Every way a message can read, its arguments as WILDCARD: 'one {# rating} other {# ratings}' is two texts. */
export function readings(message: string): string[] {
  const open = message.indexOf('{');
  if (open < 0) return [message];
  const end = closing(message, open + 1);
  const inner = message.slice(open + 1, end);
  const rest = readings(message.slice(end + 1));
  const branchy = /^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner);
  let middles = [WILDCARD];
  if (branchy) {
    middles = [];
    const body = inner.slice(branchy[0].length);
    for (let i = 0; i < body.length; ) {
      const start = body.indexOf('{', i);
      if (start < 0) break;
      const stop = closing(body, start + 1);
      middles.push(...readings(body.slice(start + 1, stop)).map((text) => text.replaceAll('#', WILDCARD)));
      i = stop + 1;
    }
  }
  const before = message.slice(0, open);
  return middles.flatMap((middle) => rest.map((after) => before + middle + after));
}

/**
 * A reading with arguments and under six letters of its own ('… to …', '… of …') would match most sentences of the
 * content: it is no sign of an untranslated interface.
 */
const specific = (reading: string) => !reading.includes(WILDCARD) || reading.replace(/[^A-Za-z]/g, '').length >= 6;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishPattern {
  key: string;
  english: string;
  whole: RegExp;
  inside?: RegExp;
}

/** Namespaces never shown on a page: the learner's mails. */
const NOT_ON_PAGES = new Set(['mail']);

/**
 * The English messages whose Hindi differs, each as a pattern for a whole line of text and, when it has at least
 * four words of its own, for a part of a line too (a word or two such as 'Close' or 'Terms and Conditions' may well be
 * part of a course's name or of an English text from the CMS, which a Hindi page shows where it has no Hindi).
 */
export function englishPatterns(): EnglishPattern[] {
  const english = leaves(readFolder('en')).filter(([key]) => !NOT_ON_PAGES.has(key.split('.')[0]!));
  const hindi = new Map(leaves(readFolder('hi')));
  return english
    .filter(([key, text]) => hindi.get(key) !== text)
    .flatMap(([key, text]) =>
      readings(text)
        .filter(specific)
        .map((reading) => {
          const source = reading
            .split(WILDCARD)
            .map((part) => escapeRegExp(part.trim() === '' ? part : part))
            .join('.+?');
          const literal = reading.split(WILDCARD).join(' ').trim();
          const words = literal.split(/\s+/).filter((word) => /[A-Za-z]{2,}/.test(word));
          return {
            key,
            english: reading.replaceAll(WILDCARD, '…'),
            whole: new RegExp(`^\\s*${source}\\s*$`),
            inside:
              words.length >= 4 && literal.length >= 16
                ? new RegExp(source.replace(/^(\.\+\?)+|(\.\+\?)+$/g, ''))
                : undefined,
          };
        }),
    )
    .filter(({ english }) => /[A-Za-z]{2,}/.test(english));
}

/** The English found in texts a page shows: each text with the message it repeats. */
export function englishIn(texts: string[], patterns: EnglishPattern[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const hit = patterns.find((p) => p.whole.test(text) || p.inside?.test(text));
    if (hit) found.push(`"${text}" is ${hit.key}: "${hit.english}"`);
  }
  return found;
}
