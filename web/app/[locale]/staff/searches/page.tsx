import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/components/ui/format-count';
import { PageShell } from '@/components/ui/page-shell';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { CHECKED_SEARCHES, unansweredSearches } from '@/lib/academy/search/search-log';
import { getSearchSynonyms } from '@/lib/content';
import { requireStaffPage } from '../_lib/current-staff';
import { StaffBar } from '../_components/staff-bar';
import styles from '../staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffSearches');
  return { title: t('title'), robots: { index: false, follow: false } };
}

const SHOWN = 50;

/**
 * What learners searched for that finds no course today, most searched first (issue 31), so marketing can add a
 * synonym in the Studio (or the course itself). Searches like phone numbers or emails are never counted.
 */
export default async function SearchesPage() {
  const { member } = await requireStaffPage();
  const [t, locale] = await Promise.all([getTranslations('staffSearches'), getLocale()]);
  const searches = await unansweredSearches(await getSearchSynonyms(), SHOWN);
  const column = { search: t('search'), times: t('times'), last: t('last'), nearest: t('nearest') };
  return (
    <PageShell title={t('title')} lead={t('lead', { checked: formatCount(CHECKED_SEARCHES, locale) })}>
      <StaffBar member={member} />
      {searches.length === 0 ? (
        <p role="status">{t('none')}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{column.search}</th>
              <th scope="col">{column.times}</th>
              <th scope="col">{column.last}</th>
              <th scope="col">{column.nearest}</th>
            </tr>
          </thead>
          <tbody>
            {searches.map((search) => (
              <tr key={search.text}>
                <td data-label={column.search} lang="">{search.text}</td>
                <td data-label={column.times}>{formatCount(search.searches, locale)}</td>
                <td data-label={column.last}>{istDateTimeOf(search.lastSearchedAt.toISOString(), locale)}</td>
                <td data-label={column.nearest}>{search.didYouMean ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageShell>
  );
}
