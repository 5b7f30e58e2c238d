import { getLocale, getTranslations } from 'next-intl/server';
import { istDateTimeOf } from '@/components/ui/relative-time';
import type { FirstTouch } from '@/lib/db/schema';
import { sourceWords } from '@/lib/leads/first-touch';
import styles from '../../../staff.module.css';

/**
 * Where the learner first came from (issue 54): the source with its campaign and medium, the referring page, the
 * page they landed on and when, as the first-touch cookie kept them. A lead from before sources were kept says so.
 */
export async function LeadSource({ source, touch }: { source: string; touch: FirstTouch | null }) {
  const [t, locale] = await Promise.all([getTranslations('staffLead'), getLocale()]);
  if (!source) return <p className={styles.note}>{t('sourceNotKept')}</p>;
  const rows: [string, string][] = [[t('sourceName'), sourceWords(source, touch)]];
  if (touch?.utmTerm) rows.push([t('sourceTerm'), touch.utmTerm]);
  if (touch?.utmContent) rows.push([t('sourceContent'), touch.utmContent]);
  if (touch?.referrer) rows.push([t('sourceReferrer'), touch.referrer]);
  if (touch?.landing) rows.push([t('sourceLanding'), touch.landing]);
  if (touch?.at) rows.push([t('sourceFirstVisit'), istDateTimeOf(touch.at, locale)]);
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={styles.email}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
