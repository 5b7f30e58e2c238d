import 'server-only';
import { defaultLocale, type Locale } from './locales';
import { messagesOf, type Namespace } from './messages';
import type { SaidMap } from './said';

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** English message -> the language's message, for the namespaces named; empty in English (lib/i18n/said.ts). */
export function saidMap(locale: Locale, namespaces: readonly Namespace[]): SaidMap {
  if (locale === defaultLocale) return {};
  const map: SaidMap = {};
  for (const namespace of namespaces) {
    const local = new Map(leaves(messagesOf(locale)[namespace]));
    for (const [key, english] of leaves(messagesOf(defaultLocale)[namespace])) {
      const translated = local.get(key);
      if (translated) map[english] = translated;
    }
  }
  return map;
}
