import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { languageTags } from '@/lib/i18n/locales';
import { formatPaise } from './amounts';
import { feeView } from './fees';
import { paymentSettings } from './settings';

export type PayPageView = {
  courseName: string;
  description: string;
  amount: string;
  paid: boolean;
  /** When it was paid, in India's time and the page's language ('28 Nov 2026'). */
  paidOn: string | null;
  /** The learner's state as given last time, to start the form with. */
  state: string;
  lastFailed: boolean;
  test: boolean;
};

/** What a fee's pay page shows (issue 55); null for a link that opens nothing, or while payments are off. */
export async function payPageView(token: string, locale: Locale): Promise<PayPageView | null> {
  const settings = paymentSettings();
  if (!settings) return null;
  const view = await feeView(token);
  if (!view || view.fee.status === 'cancelled') return null;
  const { fee, lastPayment } = view;
  const paid = fee.status === 'paid';
  return {
    courseName: fee.courseName,
    description: fee.description,
    amount: formatPaise(fee.amountPaise),
    paid,
    paidOn: fee.paidAt
      ? new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
          fee.paidAt,
        )
      : null,
    state: fee.learnerState ?? '',
    lastFailed: !paid && lastPayment?.status === 'failed',
    test: settings.test,
  };
}
