import { getLocale, getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import { formatsPerLocale } from '@/components/ui/format-count';
import { PageShell } from '@/components/ui/page-shell';
import type { PolicyPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import styles from './prose.module.css';

const dateFormats = formatsPerLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** Terms, Privacy and Refund share one layout: title band, last-updated line (its date in the reader's language), Portable Text body. */
export async function PolicyArticle({ page }: { page: PolicyPage }) {
  const [t, locale] = await Promise.all([getTranslations('policyArticle'), getLocale() as Promise<Locale>]);
  const updated = page.lastUpdated ? new Date(page.lastUpdated) : null;
  return (
    <PageShell
      narrow
      title={page.title}
      lead={
        updated && !Number.isNaN(updated.getTime())
          ? t.rich('lastUpdated', {
              date: dateFormats[locale].format(updated),
              time: (date) => <time dateTime={page.lastUpdated!}>{date}</time>,
            })
          : undefined
      }
    >
      <article className={styles.prose}>
        <RichText value={page.body} />
      </article>
    </PageShell>
  );
}
