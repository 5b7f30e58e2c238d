import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { clockNow } from '@/lib/clock';
import { addDays, indianDate, indianInstant } from '@/lib/india-time';
import { whenWords } from '@/lib/academy/demos/when-words';
import { WHATSAPP_MESSAGE_KINDS } from '@/lib/db/lead-words';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { MessageValues } from '@/lib/whatsapp-messages';
import { readWhatsappMessages } from '@/lib/staff/whatsapp-messages';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import styles from '../staff.module.css';
import { WhatsappMessageForm } from './_components/whatsapp-message-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffWhatsapp');
  return staffMetadata(t('title'));
}

const HOUR_MS = 3600_000;

/** A made-up learner for the previews: a demo at 5 pm IST two days on. */
function samplesAt(now: Date): Record<Locale, MessageValues> {
  const start = indianInstant(addDays(indianDate(now), 2), 17, 0);
  const end = new Date(start.getTime() + HOUR_MS);
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      { name: 'Asha', course: 'Kathak for Beginners', demoTime: whenWords(locale, start, end) },
    ]),
  ) as Record<Locale, MessageValues>;
}

/**
 * The WhatsApp messages a lead's page offers, per kind of lead and language (issue 54): admins edit them, the others
 * read them.
 */
export default async function WhatsappPage() {
  const { member } = await requireStaffPage();
  const [t, messages] = await Promise.all([getTranslations('staffWhatsapp'), readWhatsappMessages()]);
  const isAdmin = member.role === 'admin';
  const samples = samplesAt(clockNow());
  const sections = WHATSAPP_MESSAGE_KINDS.map((kind) => (
    <section key={kind} className={styles.section} aria-labelledby={`message-${kind}`}>
      <h2 id={`message-${kind}`}>{t(`kinds.${kind}`)}</h2>
      {isAdmin ? (
        <WhatsappMessageForm kind={kind} current={messages[kind]} samples={samples} title={t(`kinds.${kind}`)} />
      ) : (
        <dl className={styles.details}>
          {locales.map((locale) => (
            <div key={locale}>
              <dt>{t(`languages.${locale}`)}</dt>
              <dd lang={locale}>{messages[kind][locale]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  ));
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      {isAdmin ? (
        <WithMessages namespaces={['staffWhatsappForms']} said={STAFF_SAID}>
          {sections}
        </WithMessages>
      ) : (
        <>
          <p className={styles.note}>{t('onlyAdmins')}</p>
          {sections}
        </>
      )}
    </StaffPage>
  );
}
