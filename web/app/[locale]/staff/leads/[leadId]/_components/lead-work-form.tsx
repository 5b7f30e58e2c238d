'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission, type Refusal } from '@/components/forms/use-submission';
import buttons from '@/components/ui/button.module.css';
import { useSaid } from '@/components/i18n/said-provider';
import { FormField } from '@/components/ui/form-field';
import form from '@/components/ui/form.module.css';
import { patchStaffJson } from '@/lib/browser/academy-api';
import type { LeadStatus } from '@/lib/db/lead-words';
import { leadChangeSchema, type LeadChangeInput } from '@/lib/validation/leads';
import { LostWhyFields } from '../../../_components/lost-why-fields';
import styles from '../../../staff.module.css';

type Props = {
  leadId: number;
  memberId: number;
  current: LeadChangeInput;
  /** The statuses the workflow allows from the current one, itself first. */
  statuses: LeadStatus[];
  staff: { id: number; label: string }[];
};

const FIELDS = ['status', 'lostCode', 'lostReason', 'owner'] as const;

/**
 * Moves the lead along its workflow and gives it an owner. It is sent with the version of the lead this page
 * showed: when someone else changed the lead meanwhile the server refuses, and the form says who and offers a reload.
 */
export function LeadWorkForm({ leadId, memberId, current, statuses, staff }: Props) {
  const t = useTranslations('staffLeadForms');
  const words = useTranslations('staffWords');
  const say = useSaid();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const f = useForm<LeadChangeInput>({ resolver: zodResolver(leadChangeSchema), defaultValues: current });
  const onSuccess = useCallback(() => {
    setSaved(true);
    router.refresh();
  }, [router]);
  const onRefusal = useCallback((refusal: Refusal) => {
    if (refusal.status !== 409) return false;
    setStale(refusal.message);
    return true;
  }, []);
  const submission = useSubmission<LeadChangeInput, unknown>({
    fields: FIELDS,
    form: f,
    onSuccess,
    onRefusal,
    onSend: () => {
      setSaved(false);
      setStale(null);
    },
    post: patchStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/leads/${leadId}`, values));
  const lost = f.watch('status') === 'lost';
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('workForm')}>
      <ChoiceField
        f={f}
        name="status"
        label={t('status')}
        options={statuses.map((s) => ({ value: s, label: words(`statuses.${s}`) }))}
      />
      {lost && <LostWhyFields f={f} />}
      <FormField label={t('owner')} error={f.formState.errors.owner?.message}>
        {(p) => (
          <div className={styles.ownerRow}>
            <select {...p} {...f.register('owner')} className={form.control}>
              <option value="">{t('nobodyYet')}</option>
              {staff.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={buttons.outline}
              onClick={() => f.setValue('owner', String(memberId), { shouldDirty: true })}
            >
              {t('assignToMe')}
            </button>
          </div>
        )}
      </FormField>
      {saved && !f.formState.isDirty && (
        <p role="status" className={form.hint}>
          {t('saved')}
        </p>
      )}
      {stale && (
        <div className={`${form.alert} ${form.failure}`} role="alert">
          <span>{say(stale)}</span>
          <button type="button" className={form.retry} onClick={() => router.refresh()}>
            {t('reload')}
          </button>
        </div>
      )}
      <SubmitRow submission={submission} onRetry={submit} label={t('save')} />
    </form>
  );
}
