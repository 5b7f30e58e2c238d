import { getTranslations } from 'next-intl/server';
import { EmailAddress } from '@/components/ui/email-address';
import { getSiteSettings } from '@/lib/content';
import { whatsAppUrl } from '@/lib/phone';
import styles from './contact-page.module.css';

/** The academy's phone, WhatsApp (when set), e-mail and office address beside the form: the footer's values, edited in the Studio. */
export async function ContactDetails() {
  const { contact } = await getSiteSettings();
  const t = await getTranslations('contactDetails');
  return (
    <aside className={styles.details} aria-labelledby="contact-details">
      <h2 id="contact-details" className={styles.heading}>
        {t('heading')}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={contact.phoneHref}>{contact.phone}</a>
          </dd>
        </div>
        {contact.whatsApp && (
          <div>
            <dt>{t('whatsApp')}</dt>
            <dd>
              <a href={whatsAppUrl({ to: contact.whatsApp.digits })} target="_blank" rel="noopener noreferrer">
                {contact.whatsApp.number}
                <span className="visually-hidden">{t('whatsAppNewTab')}</span>
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={contact.emailHref}>
              <EmailAddress address={contact.email} />
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('office')}</dt>
          <dd>
            <address>
              {contact.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
