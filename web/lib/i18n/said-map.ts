import 'server-only';
import { defaultLocale, type Locale } from './locales';
import { messagesOf, type Namespace } from './messages';
import { messageLeaves as leaves } from './message-leaves';
import type { SaidMap } from './said';

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
