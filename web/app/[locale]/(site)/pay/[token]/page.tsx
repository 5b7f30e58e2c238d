import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { payPageView } from '@/lib/academy/payments/pay-page';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { PayFee } from './_components/pay-fee';

// Read for each request, never prerendered or stored: a payment may arrive at any moment. A link that opens nothing
// is the missing page, answered by the proxy (lib/routes/pay-page-gate.ts).
export const instant = false;

// The address carries the link's token: no search engine, and no Referer to Razorpay.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pay');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = PageProps<'/[locale]/pay/[token]'>;

/**
 * A fee's pay page (issue 55), opened from the enrolment's thank-you page or mail with no login: what is paid for and
 * how much, the learner's state for the invoice, and "Pay", which opens Razorpay Checkout; once paid, that it is.
 */
export default async function PayPage({ params }: Props) {
  await connection();
  const [{ token }, requested, t] = await Promise.all([params, getLocale(), getTranslations('pay')]);
  const locale = isLocale(requested) ? requested : defaultLocale;
  const view = await payPageView(token, locale);
  if (!view) notFound();
  return (
    <PageShell
      narrow
      title={view.paid ? t('paidTitle') : t('title')}
      lead={view.paid ? t('paidLead', { course: view.courseName }) : t('lead', { course: view.courseName })}
    >
      <WithMessages namespaces={['pay']} said={['paySaid', 'validation']}>
        <PayFee token={token} view={view} />
      </WithMessages>
    </PageShell>
  );
}
