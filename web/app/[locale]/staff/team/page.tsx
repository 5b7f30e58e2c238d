import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { istDateOf } from '@/components/ui/relative-time';
import { listMembers } from '@/lib/staff/members';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { StaffBar } from '../_components/staff-bar';
import styles from '../staff.module.css';
import { InviteForm } from './_components/invite-form';
import { MemberActions } from './_components/member-actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffTeam');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Everyone with a staff account; admins invite, change roles and disable here (issue 28). */
export default async function TeamPage() {
  const { member } = await requireStaffPage();
  const [t, words, locale] = await Promise.all([getTranslations('staffTeam'), getTranslations('staffWords'), getLocale()]);
  const members = await listMembers();
  const isAdmin = member.role === 'admin';
  const column = { email: t('email'), role: t('role'), status: t('status'), added: t('added'), actions: t('actions') };
  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <StaffBar member={member} />
      <WithMessages namespaces={['staffTeamForms', 'staffWords']} said={STAFF_SAID}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{column.email}</th>
              <th scope="col">{column.role}</th>
              <th scope="col">{column.status}</th>
              <th scope="col">{column.added}</th>
              {isAdmin && <th scope="col">{column.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td data-label={column.email} className={styles.email}>{m.email}{m.id === member.id && t('you')}</td>
                <td data-label={column.role}>{words(`roles.${m.role}`)}</td>
                <td data-label={column.status}>{!m.active ? t('disabled') : m.hasPassword ? t('active') : t('invited')}</td>
                <td data-label={column.added}>{istDateOf(m.createdAt, locale)}</td>
                {isAdmin && (
                  <td data-label={column.actions}>
                    <MemberActions member={m} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {isAdmin ? (
          <section className={styles.section} aria-labelledby="invite-heading">
            <h2 id="invite-heading">{t('invite')}</h2>
            <InviteForm />
          </section>
        ) : (
          <p className={styles.note}>{t('onlyAdmins')}</p>
        )}
      </WithMessages>
    </PageShell>
  );
}
