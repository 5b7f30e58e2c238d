import { getLocale, getTranslations } from 'next-intl/server';
import { clockNow } from '@/lib/clock';
import { leadDemoView } from '@/lib/academy/demos/console-demos';
import { indianDate } from '@/lib/india-time';
import type { Locale } from '@/lib/i18n/locales';
import { DemoOutcomeButtons } from '../../../_components/demo-outcome-buttons';
import styles from '../../../staff.module.css';
import { DemoCancelForm } from './demo-cancel-form';
import { DemoTimeForm } from './demo-time-form';

/**
 * A demo request's class on its lead's page (issue 53): its state, time and place; the outcome once it has started;
 * booking, moving and cancelling before. The only way the lead becomes "Demo scheduled" or "Demo attended".
 */
export async function DemoPanel({ leadId, context }: { leadId: number; context: string }) {
  const locale = (await getLocale()) as Locale;
  const now = clockNow();
  const [t, demo] = await Promise.all([getTranslations('staffDemo'), leadDemoView(leadId, locale, now)]);
  if (!demo) return null;
  const booked = demo.status === 'booked';
  return (
    <section aria-labelledby="demo-heading" className={styles.panel}>
      <h2 id="demo-heading">{t('heading')}</h2>
      <p role="status">
        <strong>{t(`states.${demo.status}`)}</strong>
        {demo.when && ` · ${demo.when}`}
      </p>
      <p className={styles.note}>
        {t('with', { trainer: demo.trainerName })}
        {demo.where && ` · ${t('where', { where: demo.where })}`}
      </p>
      {demo.markable && (
        <div className={styles.demoOutcome}>
          <p>{t('markPrompt')}</p>
          <DemoOutcomeButtons leadId={leadId} context={context} />
        </div>
      )}
      {demo.changeable && (
        <details className={styles.demoChange} open={!booked}>
          <summary>{booked ? t('moveHeading') : t('bookHeading')}</summary>
          {demo.sessions.length === 0 && <p className={styles.note}>{t('noTimes')}</p>}
          <DemoTimeForm leadId={leadId} sessions={demo.sessions} booked={booked} today={indianDate(now)} />
        </details>
      )}
      {demo.changeable && booked && (
        <details className={styles.demoChange}>
          <summary>{t('cancelHeading')}</summary>
          <DemoCancelForm leadId={leadId} />
        </details>
      )}
    </section>
  );
}
