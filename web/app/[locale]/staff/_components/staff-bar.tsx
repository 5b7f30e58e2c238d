import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageLink } from '@/components/ui/page-link';
import type { StaffMember } from '@/lib/staff/sessions';
import { pages } from '@/lib/routes/pages';
import styles from '../staff.module.css';
import { SignOutButton } from './sign-out-button';

/** The console's top line on every signed-in page: who is signed in, the console's pages, Sign out. */
export async function StaffBar({ member }: { member: StaffMember }) {
  const t = await getTranslations('staffBar');
  return (
    <div className={styles.bar}>
      <p className={styles.who}>
        {t.rich('signedInAs', {
          email: member.email,
          role: t(`roles.${member.role}`),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <nav aria-label={t('nav')} className={styles.nav}>
        <PageLink href={pages.staffHome.path}>{t('leads')}</PageLink>
        <PageLink href={pages.staffDemos.path}>{t('demos')}</PageLink>
        <PageLink href={pages.staffCourses.path}>{t('catalogue')}</PageLink>
        <PageLink href={pages.staffTeam.path}>{t('team')}</PageLink>
        <PageLink href={pages.staffSearches.path}>{t('searches')}</PageLink>
        {member.role === 'admin' && <PageLink href={pages.staffMail.path}>{t('mail')}</PageLink>}
        <WithMessages namespaces={['staffSignOut']}>
          <SignOutButton />
        </WithMessages>
      </nav>
    </div>
  );
}
