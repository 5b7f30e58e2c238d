'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { PageLink, useLocalizedPath } from '@/components/ui/page-link';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { LEAD_KINDS, LEAD_STATUSES } from '@/lib/db/lead-words';
import { pages } from '@/lib/routes/pages';
import {
  leadFiltersSchema,
  SEARCH_MAX,
  type LeadFilters as Filters,
  type LeadFiltersInput,
} from '@/lib/validation/leads';
import styles from '../staff.module.css';

type Choice = { id: number; label: string };
type Props = { initial: Filters; courses: Choice[]; staff: Choice[] };

const FIELDS = ['kind', 'status', 'owner', 'course', 'from', 'to', 'q'] as const;

/**
 * The inbox's filters. Applying them asks the server for the inbox's address (the search is sealed there, so a name
 * or number never sits in an address in the clear) and opens it: the filters live in the URL, reload and share.
 */
export function LeadFilters({ initial, courses, staff }: Props) {
  const t = useTranslations('staffLeadFilters');
  const words = useTranslations('staffWords');
  const router = useRouter();
  const localized = useLocalizedPath();
  const [navigating, startNavigation] = useTransition();
  const f = useForm<LeadFiltersInput>({ resolver: zodResolver(leadFiltersSchema), defaultValues: initial });
  // The server answers with the inbox's address ('/staff?...'): opened in the language being read.
  const onSuccess = useCallback(
    ({ href }: { href: string }) => startNavigation(() => router.push(localized(href))),
    [router, localized],
  );
  const submission = useSubmission<LeadFiltersInput, { href: string }>({
    fields: FIELDS,
    form: f,
    onSuccess,
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/leads/search', values));
  const select = (name: (typeof FIELDS)[number], label: string, options: [string, string][]) => (
    <FormField label={label} error={f.formState.errors[name]?.message}>
      {(p) => (
        <select {...p} {...f.register(name)} className={form.control}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('form')} aria-busy={navigating}>
      <div className={styles.search}>
        <TextField
          f={f}
          name="q"
          label={t('search')}
          type="search"
          maxLength={SEARCH_MAX}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      {select('kind', t('kind'), [
        ['', t('anyKind')],
        ...LEAD_KINDS.map((k): [string, string] => [k, words(`kinds.${k}`)]),
      ])}
      {select('status', t('status'), [
        ['', t('anyStatus')],
        ...LEAD_STATUSES.map((s): [string, string] => [s, words(`statuses.${s}`)]),
      ])}
      {select('owner', t('owner'), [
        ['', t('anyone')],
        ['me', t('me')],
        ['none', t('nobodyYet')],
        ...staff.map((m): [string, string] => [String(m.id), m.label]),
      ])}
      {select('course', t('course'), [
        ['', t('anyCourse')],
        ...courses.map((c): [string, string] => [String(c.id), c.label]),
      ])}
      <TextField f={f} name="from" label={t('from')} type="date" />
      <TextField f={f} name="to" label={t('to')} type="date" />
      <div className={styles.filterActions}>
        <SubmitRow
          submission={{ ...submission, sending: submission.sending || navigating }}
          onRetry={submit}
          label={t('apply')}
        />
        <PageLink href={pages.staffHome.path}>{t('clear')}</PageLink>
      </div>
    </form>
  );
}
