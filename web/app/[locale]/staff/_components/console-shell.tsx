import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { newestLeadId } from '@/lib/staff/leads/news';
import type { StaffMember } from '@/lib/staff/sessions';
import { ConsoleRail, type RailItem } from './console-rail';
import styles from './console-shell.module.css';
import { NewLeads } from './new-leads';
import { SignOutButton } from './sign-out-button';

type BarWords = Awaited<ReturnType<typeof getTranslations<'staffBar'>>>;

/** The pages a member's rail lists: Mail is the admins'. */
function railItems(member: StaffMember, t: BarWords): RailItem[] {
  return [
    { href: pages.staffHome.path, label: t('leads'), also: ['/staff/leads'] },
    { href: pages.staffDemos.path, label: t('demos') },
    { href: pages.staffDashboard.path, label: t('dashboard') },
    { href: pages.staffPayments.path, label: t('payments') },
    { href: pages.staffCourses.path, label: t('catalogue') },
    { href: pages.staffTeam.path, label: t('team') },
    { href: pages.staffSearches.path, label: t('searches') },
    { href: pages.staffWhatsapp.path, label: t('whatsapp') },
    ...(member.role === 'admin' ? [{ href: pages.staffMail.path, label: t('mail') }] : []),
  ];
}

/**
 * The staff console's own frame (issue 54), in place of the public site's header, footer and chat button: a compact
 * top bar (the console, the new leads that came while it was open, who is signed in, Sign out), the rail of its
 * pages, and the page in <main>. Signed out (the sign-in and password pages) it has the bar's name only.
 */
export async function ConsoleShell({ member, children }: { member?: StaffMember; children: ReactNode }) {
  const [t, newest] = await Promise.all([getTranslations('staffBar'), member ? newestLeadId() : 0]);
  return (
    <div className={styles.console} data-signed-in={Boolean(member)}>
      <header className={styles.top}>
        <PageLink href={member ? pages.staffHome.path : pages.staffLogin.path} className={styles.brand}>
          {t('console')}
        </PageLink>
        {member && (
          <WithMessages namespaces={['staffNewLeads']}>
            <NewLeads newest={newest} />
          </WithMessages>
        )}
        {member && (
          <div className={styles.who}>
            <PageLink href={`${pages.staffTeam.path}#your-name`} className={styles.name} title={t('nameLink')}>
              {member.displayName ?? member.email}
            </PageLink>
            <span className={styles.role}>{t(`roles.${member.role}`)}</span>
            <WithMessages namespaces={['staffSignOut']}>
              <SignOutButton />
            </WithMessages>
          </div>
        )}
      </header>
      <div className={styles.frame}>
        {member && <ConsoleRail items={railItems(member, t)} label={t('nav')} />}
        <main id="main" tabIndex={-1} className={styles.work}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** A console page's heading: its title, and a line under it when it has one. */
export function ConsoleHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
    </div>
  );
}
