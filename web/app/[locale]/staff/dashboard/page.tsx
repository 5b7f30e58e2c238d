import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/components/ui/format-count';
import { WithMessages } from '@/components/i18n/with-messages';
import { clockNow } from '@/lib/clock';
import { FUNNEL_STEPS, lastDays, readDashboard, type Breakdown } from '@/lib/staff/dashboard';
import { dashboardRangeSchema } from '@/lib/validation/leads';
import { requireStaffPage } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import { StaffTable } from '../_components/staff-table';
import staff from '../staff.module.css';
import { BarChart } from './_components/bar-chart';
import styles from './_components/dashboard.module.css';
import { RangeForm } from './_components/range-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffDashboard');
  return staffMetadata(t('title'));
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

/** A step's share of the one before it, as a percentage ('42%'); '–' after a step of none. */
const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');

/**
 * The funnel's numbers (issue 54) for a range of India's days (the last 30 by default): new leads per day, the funnel
 * from lead to enrolled with the conversion of each step, the median first response, and the leads by course,
 * source and counsellor. Charts are drawn on the server (no script); every number is in a table too.
 */
export default async function DashboardPage({ searchParams }: Props) {
  const { member } = await requireStaffPage();
  const [t, locale, params] = await Promise.all([getTranslations('staffDashboard'), getLocale(), searchParams]);
  const asked = { from: params.from, to: params.to };
  const parsed = asked.from || asked.to ? dashboardRangeSchema.safeParse(asked) : null;
  const range = parsed?.success ? parsed.data : lastDays(clockNow());
  const dashboard = await readDashboard(range);
  const count = (n: number) => formatCount(n, locale);
  const minutes = (m: number | null) => (m === null ? '–' : t('minutes', { minutes: Math.round(m) }));
  const steps = FUNNEL_STEPS.map((step, i) => ({
    key: step,
    label: t(`steps.${step}`),
    value: dashboard.funnel[step],
    note: i === 0 ? undefined : share(dashboard.funnel[step], dashboard.funnel[FUNNEL_STEPS[i - 1]!]),
  }));
  const breakdownTable = (caption: string, heading: string, rows: Breakdown[], nameless: string) => (
    <StaffTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.label}
      columns={[
        { label: heading, rowHeader: true, cell: (row) => row.label || nameless },
        { label: t('leads'), cell: (row) => count(row.leads) },
        { label: t('enrolled'), cell: (row) => count(row.enrolled) },
        { label: t('conversion'), cell: (row) => share(row.enrolled, row.leads) },
      ]}
    />
  );
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      <WithMessages namespaces={['staffDashboard']} said={STAFF_SAID}>
        <RangeForm initial={range} />
      </WithMessages>
      {parsed && !parsed.success && (
        <p role="alert" className={staff.notice}>
          {t('badRange')}
        </p>
      )}
      <dl className={styles.figures}>
        <div>
          <dt>{t('leads')}</dt>
          <dd>{count(dashboard.funnel.leads)}</dd>
        </div>
        <div>
          <dt>{t('enrolled')}</dt>
          <dd>{count(dashboard.funnel.enrolled)}</dd>
        </div>
        <div>
          <dt>{t('medianResponse')}</dt>
          <dd>{minutes(dashboard.medianResponseMinutes)}</dd>
        </div>
      </dl>
      <div className={styles.grid}>
        <section className={staff.section} aria-labelledby="funnel-heading">
          <h2 id="funnel-heading">{t('funnel')}</h2>
          <BarChart title={t('funnelChart')} data={steps} direction="rows" />
          <StaffTable
            caption={t('funnel')}
            rows={steps}
            rowKey={(step) => step.key}
            columns={[
              { label: t('step'), rowHeader: true, cell: (step) => step.label },
              { label: t('leads'), cell: (step) => count(step.value) },
              { label: t('fromStepBefore'), cell: (step) => step.note ?? '–' },
            ]}
          />
        </section>
        <section className={staff.section} aria-labelledby="per-day-heading">
          <h2 id="per-day-heading">{t('perDay')}</h2>
          <BarChart
            title={t('perDayChart', { from: dayLabel(range.from), to: dayLabel(range.to) })}
            data={dashboard.perDay.map((d) => ({ key: d.day, label: dayLabel(d.day), value: d.leads }))}
            direction="columns"
          />
          <details>
            <summary>{t('perDayNumbers')}</summary>
            <StaffTable
              caption={t('perDay')}
              rows={dashboard.perDay}
              rowKey={(d) => d.day}
              columns={[
                { label: t('day'), rowHeader: true, cell: (d) => dayLabel(d.day) },
                { label: t('leads'), cell: (d) => count(d.leads) },
              ]}
            />
          </details>
        </section>
        <section className={staff.section} aria-labelledby="course-heading">
          <h2 id="course-heading">{t('byCourse')}</h2>
          {breakdownTable(t('byCourse'), t('course'), dashboard.byCourse, t('noCourse'))}
        </section>
        <section className={staff.section} aria-labelledby="source-heading">
          <h2 id="source-heading">{t('bySource')}</h2>
          {breakdownTable(t('bySource'), t('source'), dashboard.bySource, t('sourceNotKept'))}
        </section>
        <section className={staff.section} aria-labelledby="counsellor-heading">
          <h2 id="counsellor-heading">{t('byCounsellor')}</h2>
          <StaffTable
            caption={t('byCounsellor')}
            rows={dashboard.byCounsellor}
            rowKey={(row) => row.label}
            columns={[
              { label: t('owner'), rowHeader: true, cell: (row) => row.label || t('nobody') },
              { label: t('leads'), cell: (row) => count(row.leads) },
              { label: t('enrolled'), cell: (row) => count(row.enrolled) },
              { label: t('medianResponse'), cell: (row) => minutes(row.medianResponseMinutes) },
            ]}
          />
        </section>
        <section className={staff.section} aria-labelledby="chats-heading">
          <h2 id="chats-heading">{t('chats')}</h2>
          {dashboard.chatsByPage.length === 0 ? (
            <p className={staff.note}>{t('noChats')}</p>
          ) : (
            <StaffTable
              caption={t('chats')}
              rows={dashboard.chatsByPage}
              rowKey={(row) => row.page}
              columns={[
                { label: t('page'), rowHeader: true, className: staff.email, cell: (row) => row.page },
                { label: t('chatsStarted'), cell: (row) => count(row.chats) },
              ]}
            />
          )}
        </section>
      </div>
    </StaffPage>
  );
}
