/**
 * Words the server and the shared form schemas say in English (the spec's messages, which the API keeps word for
 * word): a page in another language shows its own words for them. Each namespace named here holds such messages,
 * one key per message, the English file word for word as the code says it ('{max}' where the code puts a number
 * or a name). The map is made on the server (said-map.ts); this file runs in the browser too, so it imports no
 * message file (one import here put every language's messages into the script of each page using <WithMessages>).
 */
export type SaidMap = Record<string, string>;

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '{label} must be at most {max}' as a pattern that finds the label and the number in the English said. */
function patternOf(english: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = english
    .split(ARGUMENT)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`, 's'), names };
}

const patterns = new WeakMap<SaidMap, { regex: RegExp; names: string[]; translated: string }[]>();

/** The message in the page's language: word for word when known, by pattern when it carries names or numbers. */
export function translateSaid(message: string, map: SaidMap): string {
  const exact = map[message];
  if (exact !== undefined) return exact;
  let compiled = patterns.get(map);
  if (!compiled) {
    compiled = Object.entries(map)
      .filter(([english]) => /\{\w+\}/.test(english))
      .map(([english, translated]) => ({ ...patternOf(english), translated }));
    patterns.set(map, compiled);
  }
  for (const { regex, names, translated } of compiled) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return translated.replace(ARGUMENT, (whole, name: string) => map[values[name] ?? ''] ?? values[name] ?? whole);
  }
  return message;
}
