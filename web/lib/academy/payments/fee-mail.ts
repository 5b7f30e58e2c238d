import 'server-only';
import type { FeeRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';

/**
 * What every mail about a fee starts from (its receipt, its payment link, a refund): the learner it goes to, in the
 * language they enrolled in, and the way back to `coursePath` (the catalogue unless given). Null once the learner's
 * data is erased: nothing is mailed then.
 */
export function feeMailTo(fee: FeeRow, coursePath = '/course') {
  if (!fee.email) return null;
  const locale = isLocale(fee.locale) ? fee.locale : defaultLocale;
  return {
    to: fee.email,
    name: fee.name,
    courseName: fee.courseName,
    courseUrl: new URL(localizedPath(locale, coursePath), env.SITE_URL).toString(),
    locale,
  };
}
