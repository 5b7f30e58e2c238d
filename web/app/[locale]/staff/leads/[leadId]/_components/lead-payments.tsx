import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { WithMessages } from '@/components/i18n/with-messages';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { formatPaise } from '@/lib/academy/payments/amounts';
import { getPolicyPage } from '@/lib/content';
import { whatsappHref } from '@/lib/phone';
import { firstNameOf } from '@/lib/whatsapp-messages';
import type { LeadFee, LeadLink } from '@/lib/staff/leads/fees';
import { TaxDocumentLink } from '../../../_components/tax-document-link';
import { STAFF_SAID } from '../../../_lib/said';
import styles from '../../../staff.module.css';
import { OpenLink } from './open-link';
import { PaymentLinkForm } from './payment-link-form';
import { RefundForm } from './refund-form';

/** 59900 -> '599', 29950 -> '299.50': an amount as the refund form's field takes it. */
const rupeesOf = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

type Props = {
  lead: { id: number; name: string; phone: string; courseNames: string };
  fees: LeadFee[];
  links: LeadLink[];
  /** The course's fee for a new link, in rupees ('599'), or '' when the lead chose nothing priced. */
  linkFee: string;
  admin: boolean;
};

/**
 * A lead's payments (issue 55): its fees (due, paid when, or cancelled) with the GST invoice's PDF and the refunds'
 * credit notes; its payment links, the open one to copy, send on WhatsApp or cancel, else the form for a new one;
 * and for an admin a refund form per payment with money left to give back, the Refund policy page beside it.
 */
export async function LeadPayments({ lead, fees, links, linkFee, admin }: Props) {
  const [t, locale] = await Promise.all([getTranslations('staffLead'), getLocale()]);
  const refundable = admin ? fees.flatMap((fee) => fee.payments).filter((p) => p.refundablePaise >= 100) : [];
  const policy = refundable.length > 0 ? await getPolicyPage('refund') : null;
  const open = links.find((link) => link.status === 'created' && link.id && link.url);
  const when = (iso: string) => istDateTimeOf(iso, locale);
  return (
    <section aria-labelledby="payments-heading" className={styles.panel}>
      <h2 id="payments-heading">{t('fees')}</h2>
      {fees.length > 0 && (
        <ul className={styles.others}>
          {fees.map((fee) => (
            <li key={fee.id}>
              {fee.status === 'paid' && fee.paidAt
                ? t('feePaid', { amount: fee.amount, when: when(fee.paidAt) })
                : t(fee.status === 'due' ? 'feeDue' : 'feeCancelled', {
                    amount: fee.amount,
                    how: t(`feeWays.${fee.how}`),
                  })}
              {fee.invoice && (
                <>
                  {' '}
                  <TaxDocumentLink id={fee.invoice.id} label={t('invoicePdf', { number: fee.invoice.number })} />
                </>
              )}
              {fee.refunds.length > 0 && (
                <ul>
                  {fee.refunds.map((refund) => (
                    <li key={refund.id}>
                      {t(`refund.${refund.status}`, {
                        amount: refund.amount,
                        when: when(refund.createdAt),
                        reason: refund.reason,
                      })}
                      {refund.creditNote && (
                        <>
                          {' '}
                          <TaxDocumentLink
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
      )}
      <WithMessages namespaces={['staffLeadForms']} said={STAFF_SAID}>
        <h3>{t('links')}</h3>
        {links.length > 0 && (
          <ul className={styles.others}>
            {links.map((link) => (
              <li key={link.id ?? link.createdAt}>
                {t(`link.${link.status}`, {
                  amount: link.amount,
                  when: when(link.createdAt),
                  until: when(link.expiresAt),
                })}
                {link.reason && ` (${link.reason})`}
              </li>
            ))}
          </ul>
        )}
        {open ? (
          <OpenLink
            id={open.id!}
            url={open.url!}
            whatsapp={whatsappHref(
              lead.phone,
              t('linkWhatsapp', {
                name: firstNameOf(lead.name),
                amount: open.amount,
                course: lead.courseNames,
                url: open.url!,
                until: when(open.expiresAt),
              }),
            )}
          />
        ) : (
          <PaymentLinkForm leadId={lead.id} fee={linkFee} />
        )}
        {refundable.map((payment) => (
          <div key={payment.id} className={styles.refund}>
            <h3>{t('refundHeading', { payment: payment.gatewayId, amount: payment.amount })}</h3>
            <RefundForm
              key={payment.refundablePaise}
              gatewayId={payment.gatewayId}
              refundable={{ rupees: rupeesOf(payment.refundablePaise), words: formatPaise(payment.refundablePaise) }}
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
    </section>
  );
}
