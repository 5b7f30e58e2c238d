import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/components/ui/format-count';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { CHECKED_SEARCHES, unansweredSearches } from '@/lib/academy/search/search-log';
import { getSearchSynonyms } from '@/lib/content';
import { requireStaffPage } from '../_lib/current-staff';
import { StaffPage, staffMetadata } from '../_components/staff-page';
import { StaffTable } from '../_components/staff-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffSearches');
  return staffMetadata(t('title'));
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
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead', { checked: formatCount(CHECKED_SEARCHES, locale) })}>
      {searches.length === 0 ? (
        <p role="status">{t('none')}</p>
      ) : (
        <StaffTable
          caption={t('caption')}
          rows={searches}
          rowKey={(search) => search.text}
          columns={[
            { label: t('search'), lang: '', cell: (search) => search.text },
            { label: t('times'), cell: (search) => formatCount(search.searches, locale) },
            { label: t('last'), cell: (search) => istDateTimeOf(search.lastSearchedAt.toISOString(), locale) },
            { label: t('nearest'), cell: (search) => search.didYouMean ?? '–' },
          ]}
        />
      )}
    </StaffPage>
  );
}
