import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { PageShell } from '@/components/ui/page-shell';
import { waitingMail } from '@/lib/staff/outbox';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { StaffBar } from '../_components/staff-bar';
import styles from '../staff.module.css';
import { SendAgainButton } from './_components/send-again-button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffMail');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Mail that has not arrived (issue 28): what the workers still retry, and what they gave up on, for an admin. */
export default async function MailPage() {
  const { member } = await requireStaffPage();
  const [t, locale] = await Promise.all([getTranslations('staffMail'), getLocale()]);
  if (member.role !== 'admin') {
    return (
      <PageShell title={t('title')}>
        <StaffBar member={member} />
        <p className={styles.note}>{t('onlyAdmins')}</p>
      </PageShell>
    );
  }
  const mails = await waitingMail();
  const column = {
    written: t('written'), to: t('to'), subject: t('subject'), kind: t('kind'), state: t('state'), lastError: t('lastError'), action: t('action'),
  };
  const tries = (attempts: number) => ({ count: attempts, shown: formatCount(attempts, locale) });
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <StaffBar member={member} />
      {mails.length === 0 ? (
        <p role="status">{t('allSent')}</p>
      ) : (
        <WithMessages namespaces={['staffMailForms']} said={STAFF_SAID}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{column.written}</th>
                <th scope="col">{column.to}</th>
                <th scope="col">{column.subject}</th>
                <th scope="col">{column.kind}</th>
                <th scope="col">{column.state}</th>
                <th scope="col">{column.lastError}</th>
                <th scope="col">{column.action}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} data-mail={mail.id}>
                  <td data-label={column.written}>{istDateTimeOf(mail.createdAt, locale)}</td>
                  <td data-label={column.to} className={styles.email}>{mail.to}</td>
                  <td data-label={column.subject}>{mail.subject}</td>
                  <td data-label={column.kind}>{mail.purpose ? t(`purposes.${mail.purpose}`) : t('other')}</td>
                  <td data-label={column.state}>
                    {mail.status === 'undelivered'
                      ? t('gaveUp', tries(mail.attempts))
                      : mail.nextAttemptAt
                        ? t('retryingNext', { ...tries(mail.attempts), when: istDateTimeOf(mail.nextAttemptAt, locale) })
                        : t('retrying', tries(mail.attempts))}
                  </td>
                  {/* The mail server's own words, as it said them. */}
                  <td data-label={column.lastError} className={styles.email}>{mail.error ?? '–'}</td>
                  <td data-label={column.action}>{mail.status === 'undelivered' && <SendAgainButton mailId={mail.id} subject={mail.subject} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </WithMessages>
      )}
    </PageShell>
  );
}
