'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { KIND_LABELS, LEAD_KINDS, LEAD_STATUSES, STATUS_LABELS } from '@/lib/db/lead-words';
import { pages } from '@/lib/routes/pages';
import { leadFiltersSchema, SEARCH_MAX, type LeadFilters as Filters, type LeadFiltersInput } from '@/lib/validation/leads';
import styles from '../staff.module.css';

type Choice = { id: number; label: string };
type Props = { initial: Filters; courses: Choice[]; staff: Choice[] };

const FIELDS = ['kind', 'status', 'owner', 'course', 'from', 'to', 'q'] as const;

/**
 * The inbox's filters. Applying them asks the server for the inbox's address (the search is sealed there, so a name
 * or number never sits in an address in the clear) and opens it: the filters live in the URL, reload and share.
 */
export function LeadFilters({ initial, courses, staff }: Props) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const f = useForm<LeadFiltersInput>({ resolver: zodResolver(leadFiltersSchema), defaultValues: initial });
  const onSuccess = useCallback(({ href }: { href: string }) => startNavigation(() => router.push(href as Route)), [router]);
  const submission = useSubmission<LeadFiltersInput, { href: string }>({ fields: FIELDS, form: f, onSuccess, post: postStaffJson });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/leads/search', values));
  const select = (name: (typeof FIELDS)[number], label: string, options: [string, string][]) => (
    <FormField label={label} error={f.formState.errors[name]?.message}>
      {(p) => (
        <select {...p} {...f.register(name)} className={form.control}>
          {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
        </select>
      )}
    </FormField>
  );
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="Filter leads" aria-busy={navigating}>
      <div className={styles.search}>
        <TextField
          f={f} name="q" label="Search by name, email or phone" type="search" maxLength={SEARCH_MAX}
          autoComplete="off" autoCapitalize="none" spellCheck={false}
        />
      </div>
      {select('kind', 'Kind', [['', 'Any kind'], ...LEAD_KINDS.map((k): [string, string] => [k, KIND_LABELS[k]])])}
      {select('status', 'Status', [['', 'Any status'], ...LEAD_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]])])}
      {select('owner', 'Owner', [['', 'Anyone'], ['me', 'Me'], ['none', 'Nobody yet'], ...staff.map((m): [string, string] => [String(m.id), m.label])])}
      {select('course', 'Course', [['', 'Any course'], ...courses.map((c): [string, string] => [String(c.id), c.label])])}
      <TextField f={f} name="from" label="Received from" type="date" />
      <TextField f={f} name="to" label="Received until" type="date" />
      <div className={styles.filterActions}>
        <SubmitRow submission={{ ...submission, sending: submission.sending || navigating }} onRetry={submit} label="Apply filters" />
        <Link href={pages.staffHome.path}>Clear</Link>
      </div>
    </form>
  );
}
