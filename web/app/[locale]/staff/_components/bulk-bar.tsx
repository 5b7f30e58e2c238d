'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import { useSaid } from '@/components/i18n/said-provider';
import { formatCount } from '@/components/ui/format-count';
import { postStaffJson } from '@/lib/browser/academy-api';
import { FOLLOW_UP_PICKS, type LeadStatus } from '@/lib/db/lead-words';
import type { BulkOutcome } from '@/lib/leads/bulk-outcome';
import { bulkChangeSchema, type BulkChangeInput, type LeadFilters } from '@/lib/validation/leads';
import styles from '../staff.module.css';
import { useLeadSelection } from './lead-selection';
import { LostWhyFields } from './lost-why-fields';

type Props = {
  /** How many leads the filters select, on every page. */
  total: number;
  /** The filters of the list, for "all that match". */
  filters: LeadFilters;
  /** The statuses a member may set by hand. */
  statuses: readonly LeadStatus[];
  staff: { id: number; label: string }[];
};

const FIELDS = ['owner', 'status', 'lostCode', 'lostReason', 'followUp'] as const;
const EMPTY: BulkChangeInput = { owner: '', status: '', lostCode: 'other', lostReason: '', followUp: '' };

/**
 * The bar over the list once leads are selected (issue 54): assign them, move their status and set their follow-up,
 * any of the three in one action, to the selected leads or to all that match the filters. One audit row per lead.
 */
export function BulkBar({ total, filters, statuses, staff }: Props) {
  const t = useTranslations('staffLeadList');
  const words = useTranslations('staffWords');
  const locale = useLocale();
  const say = useSaid();
  const router = useRouter();
  const { selected, allMatching, pageIds, selectAllMatching, clear } = useLeadSelection();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const f = useForm<BulkChangeInput>({ resolver: zodResolver(bulkChangeSchema), defaultValues: EMPTY });
  const onSuccess = useCallback(
    (answer: BulkOutcome) => {
      setOutcome(answer);
      f.reset(EMPTY);
      clear();
      router.refresh();
    },
    [f, clear, router],
  );
  const submission = useSubmission<BulkChangeInput, BulkOutcome>({
    fields: FIELDS,
    form: f,
    onSuccess,
    onSend: () => setOutcome(null),
    post: postStaffJson,
  });
  const count = allMatching ? total : selected.size;
  const submit = f.handleSubmit((values) =>
    submission.send('/api/staff/leads/bulk', {
      ...values,
      ...(allMatching ? { matching: filters } : { ids: [...selected] }),
    }),
  );
  const lost = f.watch('status') === 'lost';
  const n = (value: number) => formatCount(value, locale);
  const report = outcome && (
    <div role="status" className={styles.notice}>
      <p>{t('changed', { count: outcome.changed, n: n(outcome.changed) })}</p>
      {outcome.refused.length > 0 && (
        <ul>
          {outcome.refused.map((r) => (
            <li key={r.id}>{t('refused', { name: r.name ?? `#${r.id}`, reason: say(r.reason) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
  if (count === 0) return report;
  return (
    <section className={styles.bulk} aria-label={t('bulk')}>
      <p className={styles.bulkCount}>
        <strong>{t('selected', { count, n: n(count) })}</strong>
        {!allMatching && selected.size === pageIds.length && total > pageIds.length && (
          <button type="button" className={styles.linkButton} onClick={selectAllMatching}>
            {t('selectAllMatching', { n: n(total) })}
          </button>
        )}
        <button type="button" className={styles.linkButton} onClick={clear}>
          {t('clearSelection')}
        </button>
      </p>
      <form className={styles.bulkForm} onSubmit={submit} noValidate aria-label={t('bulkForm')}>
        <ChoiceField
          f={f}
          name="owner"
          label={t('assign')}
          options={[
            { value: '', label: t('asItIs') },
            { value: 'me', label: t('toMe') },
            { value: 'none', label: t('toNobody') },
            ...staff.map((m) => ({ value: String(m.id), label: m.label })),
          ]}
        />
        <ChoiceField
          f={f}
          name="status"
          label={t('status')}
          options={[
            { value: '', label: t('asItIs') },
            ...statuses.map((s) => ({ value: s, label: words(`statuses.${s}`) })),
          ]}
        />
        {lost && <LostWhyFields f={f} />}
        <ChoiceField
          f={f}
          name="followUp"
          label={t('followUp')}
          options={[
            { value: '', label: t('asItIs') },
            ...FOLLOW_UP_PICKS.map((pick) => ({ value: pick, label: t(`picks.${pick}`) })),
            { value: 'clear', label: t('noFollowUp') },
          ]}
        />
        <SubmitRow submission={submission} onRetry={submit} label={t('apply', { count, n: n(count) })} />
      </form>
      {report}
    </section>
  );
}
