import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { CHECKED_SEARCHES, unansweredSearches } from '@/lib/academy/search/search-log';
import { getSearchSynonyms } from '@/lib/content';
import { requireStaffPage } from '../_lib/current-staff';
import { StaffBar } from '../_components/staff-bar';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Searches that found nothing', robots: { index: false, follow: false } };

const SHOWN = 50;
const number = new Intl.NumberFormat('en-IN');

/**
 * What learners searched for that finds no course today, most searched first (issue 31), so marketing can add a
 * synonym in the Studio (or the course itself). Searches like phone numbers or emails are never counted.
 */
export default async function SearchesPage() {
  const { member } = await requireStaffPage();
  const searches = await unansweredSearches(await getSearchSynonyms(), SHOWN);
  return (
    <PageShell
      title="Searches that found nothing"
      lead={`What learners searched for that finds no course in today's catalogue, most searched first (of the ${number.format(CHECKED_SEARCHES)} most frequent searches). A search synonym added in the Studio, or a new course, takes a search off this list.`}
    >
      <StaffBar member={member} />
      {searches.length === 0 ? (
        <p role="status">Every frequent search finds a course.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Searches that found nothing, most searched first</caption>
          <thead>
            <tr>
              <th scope="col">Search</th>
              <th scope="col">Times searched</th>
              <th scope="col">Last searched</th>
              <th scope="col">Nearest search that finds courses</th>
            </tr>
          </thead>
          <tbody>
            {searches.map((search) => (
              <tr key={search.text}>
                <td data-label="Search" lang="">{search.text}</td>
                <td data-label="Times searched">{number.format(search.searches)}</td>
                <td data-label="Last searched">{istDateTimeOf(search.lastSearchedAt.toISOString())}</td>
                <td data-label="Nearest search that finds courses">{search.didYouMean ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageShell>
  );
}
