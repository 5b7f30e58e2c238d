'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { editable } from '@/components/forms/editable';
import { errorOf } from '@/components/forms/text-field';
import { useSaid } from '@/components/i18n/said-provider';
import { formatCount } from '@/components/ui/format-count';
import { FormField } from '@/components/ui/form-field';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import {
  catalogueImportSchema,
  IMPORT_KINDS,
  MAX_IMPORT_ROWS,
  type CatalogueImportInput,
  type ImportKind,
} from '@/lib/validation/catalogue-import';
import catalogue from '../../catalogue.module.css';
import { ErrorTable, useCountsText } from './import-report';
import styles from './import-form.module.css';
import { sendImport, type CheckedFile, type ImportedFile, type ImportError, type RefusedFile } from './send-import';

type Values = { kind: ImportKind; file: File };

type Report =
  | { type: 'checked'; answer: CheckedFile; file: File; kind: ImportKind }
  | { type: 'imported'; answer: ImportedFile }
  | { type: 'refused'; title: string; errors: ImportError[]; errorCount: number }
  | { type: 'failed'; message: string };

/**
 * An admin picks what the file holds and the file; "Check file" is a dry run that lists every problem by line and
 * column, or says what the file adds; "Import" is offered only after a clean check of that same file and kind.
 */
export function ImportForm() {
  const t = useTranslations('catalogueImport');
  const locale = useLocale();
  const f = useForm<CatalogueImportInput, unknown, Values>({
    resolver: zodResolver(catalogueImportSchema),
    defaultValues: { kind: 'courses' },
  });
  const [sending, setSending] = useState<'check' | 'import' | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const inFlight = useRef(false);
  const [kind, file] = f.watch(['kind', 'file']);

  const send = (dryRun: boolean) =>
    f.handleSubmit(async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(dryRun ? 'check' : 'import');
      setReport(null);
      const result = await sendImport(values.kind, values.file, dryRun);
      inFlight.current = false;
      setSending(null);
      if (result.ok) {
        const answer = result.body;
        return setReport(
          answer.dryRun
            ? { type: 'checked', answer, file: values.file, kind: values.kind }
            : { type: 'imported', answer },
        );
      }
      if (
        result.kind === 'invalid' &&
        Object.keys(result.fields).every((field) => field === 'kind' || field === 'file')
      ) {
        for (const [field, message] of Object.entries(result.fields))
          f.setError(field as 'kind' | 'file', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const refused = ('body' in result ? result.body : {}) as RefusedFile;
      if (refused.errors?.length) {
        return setReport({
          type: 'refused',
          title: result.message,
          errors: refused.errors,
          errorCount: refused.errorCount ?? refused.errors.length,
        });
      }
      setReport({ type: 'failed', message: result.message });
    });

  const clean = report?.type === 'checked' && report.answer.errorCount === 0;
  const canImport = clean && report.file === file && report.kind === kind && sending === null;

  return (
    <form className={form.form} onSubmit={send(true)} noValidate aria-label={t('form')}>
      <FormField label={t('kind')} hint={t(`kinds.${kind ?? 'courses'}.hint`)} error={errorOf(f, 'kind')}>
        {(p) => {
          const registered = editable(f, 'kind');
          return (
            <select
              {...p}
              {...registered}
              onChange={(event) => {
                setReport(null);
                return registered.onChange(event);
              }}
              className={form.control}
            >
              {IMPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}.label`)}
                </option>
              ))}
            </select>
          );
        }}
      </FormField>
      <p className={styles.templates}>
        {t('templatesIntro')}{' '}
        {IMPORT_KINDS.map((k, at) => (
          <span key={k}>
            {at > 0 && ', '}
            <a href={`/api/staff/catalogue/import/template?kind=${k}`} download={`${k}-template.csv`}>
              {t(`kinds.${k}.template`)}
            </a>
          </span>
        ))}
        {t('templatesSave', { rows: formatCount(MAX_IMPORT_ROWS, locale) })}
      </p>
      <Controller
        control={f.control}
        name="file"
        render={({ field }) => (
          <FormField label={t('file')} error={errorOf(f, 'file')}>
            {(p) => (
              <input
                {...p}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                type="file"
                accept=".csv,text/csv"
                className={form.control}
                onChange={(event) => {
                  setReport(null);
                  f.clearErrors('file');
                  field.onChange(event.target.files?.[0]);
                }}
              />
            )}
          </FormField>
        )}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttons.outline} ${catalogue.button}`}
          disabled={sending !== null}
          aria-busy={sending === 'check'}
        >
          {sending === 'check' ? t('checking') : t('check')}
        </button>
        <button
          type="button"
          className={`${buttons.primary} ${catalogue.button}`}
          disabled={!canImport}
          aria-busy={sending === 'import'}
          onClick={send(false)}
        >
          {sending === 'import' ? t('importing') : t('import')}
        </button>
      </div>
      {!clean && sending === null && report?.type !== 'imported' && <p className={form.hint}>{t('checkFirst')}</p>}
      <Outcome report={report} />
    </form>
  );
}

function Outcome({ report }: { report: Report | null }) {
  const t = useTranslations('catalogueImport');
  const locale = useLocale();
  const say = useSaid();
  const { rowsText, countsText } = useCountsText();
  if (!report) return null;
  switch (report.type) {
    case 'checked': {
      const { rows, errors, errorCount, creates } = report.answer;
      if (errorCount === 0)
        return (
          <p role="status" className={form.success}>
            {t('checked', { rows: rowsText(rows), counts: countsText(creates) })}
          </p>
        );
      return (
        <ErrorTable
          title={t('problems', { count: errorCount, shown: formatCount(errorCount, locale) })}
          errors={errors}
          errorCount={errorCount}
        />
      );
    }
    case 'imported':
      return (
        <p role="status" className={form.success}>
          {t('imported', { rows: rowsText(report.answer.rows), counts: countsText(report.answer.created) })}
        </p>
      );
    case 'refused':
      return <ErrorTable title={say(report.title)} errors={report.errors} errorCount={report.errorCount} />;
    case 'failed':
      return (
        <p role="alert" className={form.alert}>
          {say(report.message)}
        </p>
      );
  }
}
