import type { Locale } from './locales';
import type { Messages } from './messages';

// next-intl checks every key a component asks for against the English message files: a typo fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
