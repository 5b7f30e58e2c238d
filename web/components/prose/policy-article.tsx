import { RichText } from '@/components/content/rich-text';
import { PageShell } from '@/components/ui/page-shell';
import type { PolicyPage } from '@/lib/content';
import styles from './prose.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Terms, Privacy and Refund share one layout: title band, last-updated line, Portable Text body. */
export function PolicyArticle({ page }: { page: PolicyPage }) {
  const updated = page.lastUpdated ? new Date(page.lastUpdated) : null;
  return (
    <PageShell
      narrow
      title={page.title}
      lead={updated && !Number.isNaN(updated.getTime()) ? <>Last updated <time dateTime={page.lastUpdated!}>{dateFormat.format(updated)}</time></> : undefined}
    >
      <article className={styles.prose}>
        <RichText value={page.body} />
      </article>
    </PageShell>
  );
}
