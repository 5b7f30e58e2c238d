import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { istDateOf } from '@/components/ui/relative-time';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { readLeadRules } from '@/lib/staff/lead-rules';
import { listMembers } from '@/lib/staff/members';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import { StaffTable } from '../_components/staff-table';
import styles from '../staff.module.css';
import { InviteForm } from './_components/invite-form';
import { MemberActions } from './_components/member-actions';
import { MemberCategoriesForm } from './_components/member-categories';
import { LeadRulesForm } from './_components/lead-rules-form';
import { OwnNameForm } from './_components/own-name-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffTeam');
  return staffMetadata(t('title'));
}

/** Everyone with a staff account; admins invite, change roles and disable here (issue 28). */
export default async function TeamPage() {
  const { member } = await requireStaffPage();
  const [t, words, locale] = await Promise.all([
    getTranslations('staffTeam'),
    getTranslations('staffWords'),
    getLocale(),
  ]);
  const [members, rules, categories] = await Promise.all([listMembers(), readLeadRules(), listCategoriesForConsole()]);
  // Each category by its name in the page's language (a Hindi name when it has one).
  const shownCategories = categories.map((c) => ({ id: c.id, name: (locale === 'hi' && c.nameHi) || c.name }));
  const categoryNames = (ids: number[]) =>
    shownCategories
      .filter((c) => ids.includes(c.id))
      .map((c) => c.name)
      .join(', ');
  const isAdmin = member.role === 'admin';
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      <WithMessages namespaces={['staffTeamForms', 'staffWords']} said={STAFF_SAID}>
        <section className={styles.ownName} aria-labelledby="own-name-heading" id="your-name">
          <h2 id="own-name-heading">{t('yourName')}</h2>
          <OwnNameForm current={member.displayName ?? ''} />
        </section>
        <StaffTable
          caption={t('caption')}
          rows={members}
          rowKey={(m) => m.id}
          columns={[
            {
              label: t('name'),
              className: styles.email,
              cell: (m) => (
                <>
                  {m.name}
                  {m.id === member.id && t('you')}
                </>
              ),
            },
            { label: t('email'), className: styles.email, cell: (m) => m.email },
            { label: t('role'), cell: (m) => words(`roles.${m.role}`) },
            {
              label: t('status'),
              cell: (m) => (!m.active ? t('disabled') : m.hasPassword ? t('active') : t('invited')),
            },
            { label: t('added'), cell: (m) => istDateOf(m.createdAt, locale) },
            // Whose new leads each counsellor takes when leads go by category (issue 54).
            {
              label: t('leadCategories'),
              cell: (m) =>
                m.role !== 'counsellor' ? (
                  '–'
                ) : isAdmin ? (
                  <MemberCategoriesForm
                    memberId={m.id}
                    name={m.name}
                    chosen={m.categoryIds}
                    categories={shownCategories}
                  />
                ) : (
                  categoryNames(m.categoryIds) || t('anyCategory')
                ),
            },
            isAdmin && { label: t('actions'), cell: (m) => <MemberActions member={m} /> },
          ]}
        />
        {isAdmin ? (
          <section className={styles.section} aria-labelledby="invite-heading">
            <h2 id="invite-heading">{t('invite')}</h2>
            <InviteForm />
          </section>
        ) : (
          <p className={styles.note}>{t('onlyAdmins')}</p>
        )}
        <section className={styles.section} aria-labelledby="rules-heading">
          <h2 id="rules-heading">{t('rules')}</h2>
          {isAdmin ? (
            <LeadRulesForm rules={rules} />
          ) : (
            <>
              <p>{t('responseTime', { hours: rules.responseHours })}</p>
              <p>{t(`assignedBy.${rules.assignment}`)}</p>
            </>
          )}
        </section>
      </WithMessages>
    </StaffPage>
  );
}
