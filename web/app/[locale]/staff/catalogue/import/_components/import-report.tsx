'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSaid } from '@/components/i18n/said-provider';
import { formatCount } from '@/components/ui/format-count';
import form from '@/components/ui/form.module.css';
import { StaffTable } from '../../../_components/staff-table';
import staff from '../../../staff.module.css';
import type { Counts, ImportError } from './send-import';

/** "1,240 rows"; "1,240 courses", "3 batches with 5 price options", in the page's language. */
export function useCountsText() {
  const t = useTranslations('catalogueImport');
  const locale = useLocale();
  const many = (key: 'rows' | 'courses' | 'trainers' | 'batches' | 'priceOptions', count: number) =>
    t(key, { count, shown: formatCount(count, locale) });
  const countsText = (counts: Counts): string => {
    if (counts.courses !== undefined) return many('courses', counts.courses);
    if (counts.trainers !== undefined) return many('trainers', counts.trainers);
    return t('batchesWithOptions', {
      batches: many('batches', counts.batches ?? 0),
      options: many('priceOptions', counts.sessions ?? 0),
    });
  };
  return { rowsText: (rows: number) => many('rows', rows), countsText };
}

/** What is wrong with the file, line by line, as a spreadsheet numbers its rows. */
export function ErrorTable({
  title,
  errors,
  errorCount,
}: {
  title: string;
  errors: ImportError[];
  errorCount: number;
}) {
  const t = useTranslations('catalogueImport');
  const locale = useLocale();
  const say = useSaid();
  return (
    <section className={staff.section} aria-labelledby="import-errors">
      <h2 id="import-errors" role="alert">
        {title}
      </h2>
      <p className={form.hint}>
        {t('linesHint')}
        {errorCount > errors.length &&
          ` ${t('firstListed', { shown: formatCount(errors.length, locale), total: formatCount(errorCount, locale) })}`}
      </p>
      <StaffTable
        caption={t('caption')}
        rows={errors.map((error, at) => ({ ...error, at }))}
        rowKey={(error) => error.at}
        columns={[
          { label: t('line'), cell: (error) => formatCount(error.line, locale) },
          { label: t('column'), cell: (error) => error.column || '—' },
          { label: t('problem'), cell: (error) => say(error.message) },
        ]}
      />
    </section>
  );
}
