import type { Metadata } from 'next';
import { clockNow } from '@/lib/clock';
import { indianDate } from '@/lib/india-time';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageLink } from '@/components/ui/page-link';
import { translateSaid } from '@/lib/i18n/said';
import { saidMap } from '@/lib/i18n/said-map';
import { telHref } from '@/lib/phone';
import { leadPath, pages } from '@/lib/routes/pages';
import { linkDefaults } from '@/lib/academy/payments/links';
import { paymentsOn } from '@/lib/academy/payments/settings';
import { leadFees, leadLinks } from '@/lib/staff/leads/fees';
import { leadIdOf, leadView } from '@/lib/staff/leads/lead';
import { staffNextStatuses } from '@/lib/leads/transitions';
import { requireStaffPage } from '../../_lib/current-staff';
import { STAFF_SAID } from '../../_lib/said';
import { istDateOf, istDateTimeOf, relativeTime } from '@/components/ui/relative-time';
import { StaffPage } from '../../_components/staff-page';
import { FollowUpForm } from './_components/follow-up-form';
import styles from '../../staff.module.css';
import { DemoPanel } from './_components/demo-panel';
import { LeadPayments } from './_components/lead-payments';
import { LeadSource } from './_components/lead-source';
import { LeadTrail } from './_components/lead-trail';
import { LeadWorkForm } from './_components/lead-work-form';
import { NoteForm } from './_components/note-form';
import { WhatsappLinks } from './_components/whatsapp-links';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffLead');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** One lead, worked to the end: what was sent, who the person is, its status and owner, notes and history. */
export default async function LeadPage({ params }: PageProps<'/[locale]/staff/leads/[leadId]'>) {
  const { member } = await requireStaffPage();
  const { leadId } = await params;
  const id = leadIdOf(leadId);
  const lead = id === null ? null : await leadView(id);
  if (!lead) notFound();
  const now = clockNow();
  const payments = paymentsOn() && !lead.erasedAt;
  const [t, words, locale, fees, links, defaults] = await Promise.all([
    getTranslations('staffLead'),
    getTranslations('staffWords'),
    getLocale(),
    leadFees(lead.id),
    payments ? leadLinks(lead.id) : [],
    payments ? linkDefaults(lead.id) : null,
  ]);
  const linkFee = defaults?.amountPaise ? String(defaults.amountPaise / 100) : '';
  // The labels of what was sent are stored as the forms wrote them (English): shown in the page's language.
  const labels = saidMap(locale, ['staffDetailLabels']);
  const name = lead.erasedAt ? t('erasedName') : lead.name;
  const kind = words(`kinds.${lead.kind}`);
  return (
    <StaffPage member={member} title={name} lead={`${kind}${lead.courseNames ? `: ${lead.courseNames}` : ''}`}>
      <p className={styles.back}>
        <PageLink href={pages.staffHome.path}>{t('back')}</PageLink>
      </p>
      <div className={styles.leadLayout}>
        <div>
          {lead.erasedAt ? (
            <section aria-labelledby="contact-heading" className={styles.panel}>
              <h2 id="contact-heading">{t('erased')}</h2>
              <p>{t('erasedText', { when: istDateTimeOf(lead.erasedAt, locale) })}</p>
              <p className={styles.note}>{t('received', { when: istDateTimeOf(lead.receivedAt, locale) })}</p>
            </section>
          ) : (
            <>
              <section aria-labelledby="contact-heading" className={styles.panel}>
                <h2 id="contact-heading">{t('contact')}</h2>
                <ul className={styles.contactActions}>
                  <li>
                    <a className={styles.callButton} href={telHref(lead.phone)}>
                      {t('call', { phone: lead.phone })}
                    </a>
                  </li>
                  <WhatsappLinks lead={lead} />
                  <li>
                    <a href={`mailto:${lead.email}`} className={styles.email}>
                      {lead.email}
                    </a>
                  </li>
                </ul>
                <p className={styles.note}>
                  {t.rich('receivedAgo', {
                    ago: relativeTime(lead.receivedAt, Date.now(), locale),
                    when: istDateTimeOf(lead.receivedAt, locale),
                    time: (chunks) => <time dateTime={lead.receivedAt}>{chunks}</time>,
                  })}
                </p>
              </section>
              <section aria-labelledby="submitted-heading" className={styles.panel}>
                <h2 id="submitted-heading">{t('sent')}</h2>
                <dl className={styles.details}>
                  {[
                    [t('name'), lead.name],
                    [t('email'), lead.email],
                    [t('phone'), lead.phone],
                    ...lead.details.map(([label, value]) => [translateSaid(label, labels), value]),
                  ].map(([label, value], i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of a lead's details, rendered on the server once
                    <div key={i}>
                      <dt>{label}</dt>
                      <dd>{value || '–'}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </>
          )}
          {(payments || fees.length > 0) && (
            <LeadPayments
              lead={lead}
              fees={fees}
              links={links}
              linkFee={linkFee}
              admin={member.role === 'admin' && payments}
            />
          )}
          <section aria-labelledby="source-heading" className={styles.panel}>
            <h2 id="source-heading">{t('source')}</h2>
            <LeadSource source={lead.source} touch={lead.firstTouch} />
          </section>
          {!lead.erasedAt && (
            <section aria-labelledby="person-heading" className={styles.panel}>
              <h2 id="person-heading">{t('learner')}</h2>
              <p>
                {lead.account
                  ? t('hasAccount', {
                      name: lead.account.fullName,
                      phone: lead.account.phone,
                      date: istDateOf(lead.account.createdAt, locale),
                    })
                  : t('noAccount')}
              </p>
              <h3>{t('otherLeads')}</h3>
              {lead.others.length === 0 ? (
                <p className={styles.note}>{t('noOthers')}</p>
              ) : (
                <ul className={styles.others}>
                  {lead.others.map((other) => (
                    <li key={other.id}>
                      <PageLink href={leadPath(other.id)}>
                        {words(`kinds.${other.kind}`)}
                        {other.courseNames ? `: ${other.courseNames}` : ''}
                      </PageLink>{' '}
                      <span className={styles.note}>
                        {words(`statuses.${other.status}`)}, {istDateTimeOf(other.receivedAt, locale)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
        <div>
          <WithMessages namespaces={['staffLeadForms', 'staffWords', 'staffDemo', 'staffFollowUp']} said={STAFF_SAID}>
            {lead.kind === 'demo' && !lead.erasedAt && (
              <DemoPanel leadId={lead.id} context={`${name}${lead.courseNames ? `, ${lead.courseNames}` : ''}`} />
            )}
            {!lead.erasedAt && (
              <section aria-labelledby="follow-up-heading" className={styles.panel}>
                <h2 id="follow-up-heading">{t('followUp')}</h2>
                <p>
                  {lead.followUpAt
                    ? t('followUpAt', { when: istDateTimeOf(lead.followUpAt, locale) })
                    : lead.dueAt && lead.respondBy
                      ? t('respondBy', { when: istDateTimeOf(lead.respondBy, locale) })
                      : t('noFollowUp')}{' '}
                  {lead.dueAt && Date.parse(lead.dueAt) < now.getTime() && (
                    <span className={styles.overdue}>{t('overdue')}</span>
                  )}
                </p>
                <FollowUpForm leadId={lead.id} hasFollowUp={lead.followUpAt !== null} today={indianDate(now)} />
              </section>
            )}
            <section aria-labelledby="work-heading" className={styles.panel}>
              <h2 id="work-heading">{t('work')}</h2>
              <LeadWorkForm
                key={lead.version}
                leadId={lead.id}
                memberId={member.id}
                current={{
                  status: lead.status,
                  lostCode: lead.lostCode ?? 'other',
                  lostReason: lead.lostReason ?? '',
                  owner: lead.ownerId ? String(lead.ownerId) : '',
                  version: lead.version,
                }}
                statuses={staffNextStatuses(lead.status)}
                staff={lead.staff
                  .filter((s) => s.active || s.id === lead.ownerId)
                  .map((s) => ({ id: s.id, label: s.active ? s.name : t('disabledMember', { email: s.name }) }))}
              />
            </section>
            <section aria-labelledby="notes-heading" className={styles.panel}>
              <h2 id="notes-heading">{t('notes')}</h2>
              {lead.notes.length === 0 ? (
                <p className={styles.note}>{t('noNotes')}</p>
              ) : (
                <ol className={styles.notes}>
                  {lead.notes.map((n) => (
                    <li key={n.id}>
                      <p className={styles.noteBody}>{n.body}</p>
                      <p className={styles.note}>
                        {t.rich('byAt', {
                          who: n.author ?? t('formerMember'),
                          when: istDateTimeOf(n.createdAt, locale),
                          time: (chunks) => <time dateTime={n.createdAt}>{chunks}</time>,
                        })}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
              <NoteForm leadId={lead.id} />
            </section>
          </WithMessages>
          <section aria-labelledby="trail-heading" className={styles.panel}>
            <h2 id="trail-heading">{t('history')}</h2>
            <LeadTrail events={lead.trail} staff={lead.staff} />
          </section>
        </div>
      </div>
    </StaffPage>
  );
}
