import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { waitingMail } from '@/lib/staff/outbox';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import { StaffTable } from '../_components/staff-table';
import styles from '../staff.module.css';
import { SendAgainButton } from './_components/send-again-button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffMail');
  return staffMetadata(t('title'));
}

/** Mail that has not arrived (issue 28): what the workers still retry, and what they gave up on, for an admin. */
export default async function MailPage() {
  const { member } = await requireStaffPage();
  const [t, locale] = await Promise.all([getTranslations('staffMail'), getLocale()]);
  if (member.role !== 'admin') {
    return (
      <StaffPage member={member} title={t('title')}>
        <p className={styles.note}>{t('onlyAdmins')}</p>
      </StaffPage>
    );
  }
  const mails = await waitingMail();
  const tries = (attempts: number) => ({ count: attempts, shown: formatCount(attempts, locale) });
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      {mails.length === 0 ? (
        <p role="status">{t('allSent')}</p>
      ) : (
        <WithMessages namespaces={['staffMailForms']} said={STAFF_SAID}>
          <StaffTable
            caption={t('caption')}
            rows={mails}
            rowKey={(mail) => mail.id}
            rowProps={(mail) => ({ 'data-mail': mail.id })}
            columns={[
              { label: t('written'), cell: (mail) => istDateTimeOf(mail.createdAt, locale) },
              { label: t('to'), className: styles.email, cell: (mail) => mail.to },
              { label: t('subject'), cell: (mail) => mail.subject },
              { label: t('kind'), cell: (mail) => (mail.purpose ? t(`purposes.${mail.purpose}`) : t('other')) },
              {
                label: t('state'),
                cell: (mail) =>
                  mail.status === 'undelivered'
                    ? t('gaveUp', tries(mail.attempts))
                    : mail.nextAttemptAt
                      ? t('retryingNext', { ...tries(mail.attempts), when: istDateTimeOf(mail.nextAttemptAt, locale) })
                      : t('retrying', tries(mail.attempts)),
              },
              // The mail server's own words, as it said them.
              { label: t('lastError'), className: styles.email, cell: (mail) => mail.error ?? '–' },
              {
                label: t('action'),
                cell: (mail) =>
                  mail.status === 'undelivered' && <SendAgainButton mailId={mail.id} subject={mail.subject} />,
              },
            ]}
          />
        </WithMessages>
      )}
    </StaffPage>
  );
}
