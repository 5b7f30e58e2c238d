import { getLocale, getTranslations } from 'next-intl/server';
import { istDateTimeOf } from '@/components/ui/relative-time';
import type { LeadFee } from '@/lib/staff/leads/fees';
import styles from '../../../staff.module.css';

/** A lead's fees paid online (issue 55): due, paid (when) or cancelled, and the GST invoice's PDF once paid. */
export async function LeadFees({ fees }: { fees: LeadFee[] }) {
  const [t, locale] = await Promise.all([getTranslations('staffLead'), getLocale()]);
  return (
    <section aria-labelledby="fees-heading" className={styles.panel}>
      <h2 id="fees-heading">{t('fees')}</h2>
      <ul className={styles.others}>
        {fees.map((fee) => (
          <li key={fee.id}>
            {fee.status === 'paid' && fee.paidAt
              ? t('feePaid', { amount: fee.amount, when: istDateTimeOf(fee.paidAt, locale) })
              : t(fee.status === 'due' ? 'feeDue' : 'feeCancelled', { amount: fee.amount })}
            {fee.invoice && (
              <>
                {' '}
                {/* A file, not a page: a plain link the staff session's cookie opens. */}
                <a href={`/api/staff/invoices/${fee.invoice.id}`} download>
                  {t('invoicePdf', { number: fee.invoice.number })}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
