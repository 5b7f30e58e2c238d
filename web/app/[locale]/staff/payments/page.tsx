import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageLink } from '@/components/ui/page-link';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { paymentsOn } from '@/lib/academy/payments/settings';
import { leadPath, pages } from '@/lib/routes/pages';
import { listPayments, type PaymentRow } from '@/lib/staff/payments/list';
import { type PaymentFilters, paymentFiltersSchema } from '@/lib/validation/payments';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import { StaffTable } from '../_components/staff-table';
import { TaxDocumentLink } from '../_components/tax-document-link';
import styles from '../staff.module.css';
import { BooksForm } from './_components/books-form';
import { CheckRazorpay } from './_components/check-razorpay';
import { PaymentFiltersForm } from './_components/payment-filters-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffPayments');
  return staffMetadata(t('title'));
}

/** The page's address with these filters and page ('/staff/payments?status=paid&page=2'): no personal data in it. */
const addressOf = (filters: PaymentFilters, page: number) => {
  const query = new URLSearchParams(
    Object.entries({ ...filters, page: page > 1 ? String(page) : '' }).filter(([, value]) => value),
  );
  return `${pages.staffPayments.path}${query.size ? `?${query}` : ''}`;
};

/**
 * Every fee taken online (issue 55), newest first, with its filters: whose, what, how (checkout or link), where it
 * stands, the payment and the GST documents. An admin also takes the accountant's CSV and checks Razorpay for
 * payments it captured that the site has not recorded.
 */
export default async function PaymentsPage({ searchParams }: PageProps<'/[locale]/staff/payments'>) {
  const { member } = await requireStaffPage();
  const [t, locale, query] = await Promise.all([getTranslations('staffPayments'), getLocale(), searchParams]);
  const single = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const parsed = paymentFiltersSchema.safeParse({
    status: single('status'),
    how: single('how'),
    from: single('from'),
    to: single('to'),
  });
  const page = /^[1-9]\d{0,4}$/.test(single('page')) ? Number(single('page')) : 1;
  const filters = parsed.success ? parsed.data : null;
  const { rows, more } = filters ? await listPayments(filters, page) : { rows: [], more: false };
  const when = (iso: string) => istDateTimeOf(iso, locale);
  const admin = member.role === 'admin';
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      {!paymentsOn() && <p className={styles.note}>{t('off')}</p>}
      <WithMessages namespaces={['staffPaymentForms']} said={STAFF_SAID}>
        <PaymentFiltersForm initial={filters ?? { status: '', how: '', from: '', to: '' }} />
        {!filters && (
          <p role="alert" className={styles.overdue}>
            {t('badFilters')}
          </p>
        )}
        {rows.length === 0 ? (
          <p role="status">{t('none')}</p>
        ) : (
          <StaffTable<PaymentRow>
            caption={t('caption')}
            rows={rows}
            rowKey={(row) => row.feeId}
            columns={[
              { label: t('date'), cell: (row) => when(row.createdAt) },
              {
                label: t('learner'),
                rowHeader: true,
                lang: '',
                cell: (row) =>
                  row.leadId ? <PageLink href={leadPath(row.leadId)}>{row.name || t('erased')}</PageLink> : row.name,
              },
              { label: t('course'), cell: (row) => row.course },
              { label: t('amount'), cell: (row) => row.amount },
              { label: t('how'), cell: (row) => t(`ways.${row.how}`) },
              {
                label: t('status'),
                cell: (row) =>
                  row.status === 'refunded'
                    ? t('refunded', { amount: row.refunded ?? '' })
                    : row.status === 'paid' && row.paidAt
                      ? t('paidOn', { when: when(row.paidAt) })
                      : t(`statuses.${row.status}`),
              },
              {
                label: t('payment'),
                className: styles.email,
                cell: (row) =>
                  row.paymentId ? `${row.paymentId}${row.method ? ` (${row.method.toUpperCase()})` : ''}` : '–',
              },
              {
                label: t('documents'),
                cell: (row) =>
                  row.invoice ? (
                    <span className={styles.documents}>
                      <TaxDocumentLink id={row.invoice.id} label={row.invoice.number} />
                      {row.creditNotes.map((note) => (
                        <TaxDocumentLink key={note.id} id={note.id} label={note.number} />
                      ))}
                    </span>
                  ) : (
                    '–'
                  ),
              },
            ]}
          />
        )}
        {filters && (page > 1 || more) && (
          <nav aria-label={t('pages')} className={styles.contactActions}>
            {page > 1 && <PageLink href={addressOf(filters, page - 1)}>{t('newer')}</PageLink>}
            {more && <PageLink href={addressOf(filters, page + 1)}>{t('older')}</PageLink>}
          </nav>
        )}
        {admin && (
          <div className={styles.paymentsTools}>
            <section aria-labelledby="books-heading" className={styles.panel}>
              <h2 id="books-heading">{t('books')}</h2>
              <p className={styles.note}>{t('booksLead')}</p>
              <BooksForm />
            </section>
            {paymentsOn() && (
              <section aria-labelledby="check-heading" className={styles.panel}>
                <h2 id="check-heading">{t('check')}</h2>
                <p className={styles.note}>{t('checkLead')}</p>
                <CheckRazorpay />
              </section>
            )}
          </div>
        )}
      </WithMessages>
    </StaffPage>
  );
}
