import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageLink } from '@/components/ui/page-link';
import { clockNow } from '@/lib/clock';
import { demosDoneNotEnrolled, demosFrom, type ConsoleDemo } from '@/lib/academy/demos/console-demos';
import { askedWeek, classDay, conflictsOf, dayAfter, weekDays, weekOf } from '@/lib/academy/demos/demo-week';
import { indianDate } from '@/lib/india-time';
import { dayWords, hoursWords } from '@/lib/academy/demos/when-words';
import type { Locale } from '@/lib/i18n/locales';
import { leadPath, pages } from '@/lib/routes/pages';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { DemoOutcomeButtons } from '../_components/demo-outcome-buttons';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import { StaffTable } from '../_components/staff-table';
import styles from '../staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffDemos');
  return staffMetadata(t('title'));
}

/** "Conflict" to the eye; the whole sentence to a screen reader and on hover. */
const Conflict = ({ words: [short, whole] }: { words: [string, string] }) => (
  <strong className={styles.conflict} title={whole}>
    {' '}
    <span aria-hidden="true">{short}</span>
    <span className="visually-hidden">{whole}</span>
  </strong>
);

/**
 * The console's demo classes (issue 53): today's, the week's by time and by trainer (a trainer booked twice at once
 * is a conflict), each linking its lead, with "Attended" and "No-show" once a class has started; and the learners
 * who came and have not enrolled, for follow-up. `?week=2026-11-30` shows another week.
 */
export default async function DemosPage({ searchParams }: PageProps<'/[locale]/staff/demos'>) {
  const { member } = await requireStaffPage();
  const asked = (await searchParams).week;
  const now = clockNow();
  const today = indianDate(now);
  const monday = askedWeek(asked, today);
  const locale = (await getLocale()) as Locale;
  const [t, states, week, done] = await Promise.all([
    getTranslations('staffDemos'),
    getTranslations('staffDemo'),
    demosFrom(monday, 7),
    demosDoneNotEnrolled(),
  ]);
  const clashing = conflictsOf(week);
  const days = weekDays(monday);
  const todays = week.filter((d) => classDay(d) === today);
  const learner = (d: ConsoleDemo) => d.learnerName ?? t('erased');
  const hours = (d: ConsoleDemo) => hoursWords(locale, d.startsAt, d.endsAt);
  const columns = (withDay: boolean) => [
    {
      label: t('time'),
      cell: (d: ConsoleDemo) => (
        <time dateTime={d.startsAt.toISOString()}>
          {withDay ? `${dayWords(locale, classDay(d))}, ` : ''}
          {hours(d)}
        </time>
      ),
    },
    {
      label: t('learner'),
      rowHeader: true,
      lang: '',
      cell: (d: ConsoleDemo) => <PageLink href={leadPath(d.leadId)}>{learner(d)}</PageLink>,
    },
    { label: t('course'), cell: (d: ConsoleDemo) => d.courseName },
    {
      label: t('trainer'),
      cell: (d: ConsoleDemo) => (
        <>
          {d.trainerName}
          {clashing.has(d.id) && <Conflict words={[t('conflictShort'), t('conflict')]} />}
        </>
      ),
    },
    {
      label: t('outcome'),
      cell: (d: ConsoleDemo) =>
        d.status === 'booked' && d.startsAt <= now ? (
          <DemoOutcomeButtons leadId={d.leadId} context={`${learner(d)}, ${d.courseName}`} />
        ) : (
          states(`states.${d.status}`)
        ),
    },
  ];
  const trainers = [...new Map(week.map((d) => [d.trainerId, d.trainerName]))].sort((a, b) => a[1].localeCompare(b[1]));
  const weekLink = (day: string) => `${pages.staffDemos.path}?week=${day}`;
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      <WithMessages namespaces={['staffDemo']} said={STAFF_SAID}>
        <section aria-labelledby="today-heading" className={styles.panel}>
          <h2 id="today-heading">
            {t('today')}: {dayWords(locale, today)}
          </h2>
          {todays.length === 0 ? (
            <p>{t('todayNone')}</p>
          ) : (
            <StaffTable caption={t('today')} rows={todays} rowKey={(d) => d.id} columns={columns(false)} />
          )}
        </section>
        <section aria-labelledby="week-heading" className={styles.panel}>
          <h2 id="week-heading">{t('week', { from: dayWords(locale, days[0]!), to: dayWords(locale, days[6]!) })}</h2>
          <nav aria-label={t('weekNav')} className={styles.weekNav}>
            <PageLink href={weekLink(dayAfter(monday, -7))}>{t('previous')}</PageLink>
            {monday !== weekOf(today) && <PageLink href={pages.staffDemos.path}>{t('thisWeek')}</PageLink>}
            <PageLink href={weekLink(dayAfter(monday, 7))}>{t('next')}</PageLink>
          </nav>
          {week.length === 0 ? (
            <p>{t('weekNone')}</p>
          ) : (
            <>
              <StaffTable caption={t('listCaption')} rows={week} rowKey={(d) => d.id} columns={columns(true)} />
              <h3 className={styles.gridHeading}>{t('gridHeading')}</h3>
              <div className={styles.gridScroll}>
                <table className={styles.weekGrid}>
                  <caption className="visually-hidden">{t('gridCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('trainer')}</th>
                      {days.map((day) => (
                        <th key={day} scope="col" aria-current={day === today ? 'date' : undefined}>
                          {dayWords(locale, day)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {trainers.map(([trainerId, trainerName]) => (
                      <tr key={trainerId}>
                        <th scope="row">{trainerName}</th>
                        {days.map((day) => (
                          <td key={day}>
                            <ul>
                              {week
                                .filter((d) => d.trainerId === trainerId && classDay(d) === day)
                                .map((d) => (
                                  <li key={d.id} className={clashing.has(d.id) ? styles.clash : undefined}>
                                    <PageLink href={leadPath(d.leadId)}>
                                      {hours(d)} {learner(d)}
                                    </PageLink>
                                    {clashing.has(d.id) && <Conflict words={[t('conflictShort'), t('conflict')]} />}
                                  </li>
                                ))}
                            </ul>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
        <section aria-labelledby="done-heading" className={styles.panel}>
          <h2 id="done-heading">{t('done')}</h2>
          {done.length === 0 ? (
            <p>{t('doneNone')}</p>
          ) : (
            <StaffTable
              caption={t('doneCaption')}
              rows={done}
              rowKey={(d) => d.id}
              columns={columns(true).slice(0, 4)}
            />
          )}
        </section>
      </WithMessages>
    </StaffPage>
  );
}
