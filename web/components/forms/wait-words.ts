import { formatCount } from '@/components/ui/format-count';
import { waitInUnits } from '@/lib/browser/academy-api';
import type { Locale } from '@/lib/i18n/locales';

const KEYS = { second: 'waitSeconds', minute: 'waitMinutes', hour: 'waitHours' } as const;

/** A form's messages for a wait: waitSeconds, waitMinutes and waitHours, each a plural of {count} that shows {shown}. */
type WaitMessages = (key: (typeof KEYS)[keyof typeof KEYS], values: { count: number; shown: string }) => string;

/**
 * How long a refused sign-in must wait, in the page's language: the form's message for the wait's largest whole unit
 * (as waitPhrase counts it in English), given the count and the count as the page shows it.
 */
export function waitWords(t: WaitMessages, seconds: number, locale: Locale): string {
  const { unit, count } = waitInUnits(seconds);
  return t(KEYS[unit], { count, shown: formatCount(count, locale) });
}
