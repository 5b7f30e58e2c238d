import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { WithMessages } from '@/components/i18n/with-messages';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { getPolicyPage } from '@/lib/content';
import type { LeadFee } from '@/lib/staff/leads/fees';
import { STAFF_SAID } from '../../../_lib/said';
import styles from '../../../staff.module.css';
import { RefundForm } from './refund-form';

const rupeesOf = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));
const wordsOf = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(paise / 100);

/**
 * A lead's fees paid online (issue 55): due, paid (when) or cancelled, the GST invoice's PDF once paid, the refunds
 * with their credit notes, and for an admin a refund form per payment with money left to give back, the Refund
 * policy page beside it.
 */
export async function LeadFees({ fees, admin }: { fees: LeadFee[]; admin: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('staffLead'), getLocale()]);
  const refundable = admin ? fees.flatMap((fee) => fee.payments).filter((p) => p.refundablePaise >= 100) : [];
  const policy = refundable.length > 0 ? await getPolicyPage('refund') : null;
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
                <DocumentLink id={fee.invoice.id} label={t('invoicePdf', { number: fee.invoice.number })} />
              </>
            )}
            {fee.refunds.length > 0 && (
              <ul>
                {fee.refunds.map((refund) => (
                  <li key={refund.id}>
                    {t(`refund.${refund.status}`, {
                      amount: refund.amount,
                      when: istDateTimeOf(refund.createdAt, locale),
                      reason: refund.reason,
                    })}
                    {refund.creditNote && (
                      <>
                        {' '}
                        <DocumentLink
                          id={refund.creditNote.id}
                          label={t('creditNotePdf', { number: refund.creditNote.number })}
                        />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {refundable.length > 0 && (
        <WithMessages namespaces={['staffLeadForms']} said={STAFF_SAID}>
          {refundable.map((payment) => (
            <div key={payment.id} className={styles.refund}>
              <h3>{t('refundHeading', { payment: payment.gatewayId, amount: payment.amount })}</h3>
              <RefundForm
                key={payment.refundablePaise}
                gatewayId={payment.gatewayId}
                refundable={{ rupees: rupeesOf(payment.refundablePaise), words: wordsOf(payment.refundablePaise) }}
              />
              {policy && (
                <details className={styles.refundPolicy}>
                  <summary>{t('refundPolicy', { title: policy.title })}</summary>
                  <RichText value={policy.body} />
                </details>
              )}
            </div>
          ))}
        </WithMessages>
      )}
    </section>
  );
}

/** A tax document's PDF: a file, not a page, opened by a plain link the staff session's cookie carries. */
function DocumentLink({ id, label }: { id: number; label: string }) {
  return (
    <a href={`/api/staff/invoices/${id}`} download>
      {label}
    </a>
  );
}
