'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import { SubmitRow } from '@/components/forms/submit-row';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { LEAD_ASSIGNMENTS } from '@/lib/db/lead-words';
import { leadRulesSchema, type LeadRules, type LeadRulesInput } from '@/lib/validation/leads';

/**
 * An admin sets how many working hours a new lead may wait for its first contact before it shows as overdue, and
 * whether new leads go to the counsellors in turn.
 */
export function LeadRulesForm({ rules }: { rules: LeadRules }) {
  const t = useTranslations('staffTeamForms');
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const f = useForm<LeadRulesInput, unknown, LeadRules>({
    resolver: zodResolver(leadRulesSchema),
    defaultValues: { responseHours: String(rules.responseHours), assignment: rules.assignment },
  });
  const onSuccess = useCallback(() => {
    setSaved(true);
    router.refresh();
  }, [router]);
  const submission = useSubmission<LeadRulesInput, unknown>({
    fields: ['responseHours', 'assignment'],
    form: f,
    onSuccess,
    onSend: () => setSaved(false),
    post: postStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/staff/lead-rules', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('rulesForm')}>
      <TextField
        f={f}
        name="responseHours"
        label={t('responseHours')}
        hint={t('responseHoursHint')}
        inputMode="numeric"
        maxLength={2}
      />
      <ChoiceField
        f={f}
        name="assignment"
        label={t('assignment')}
        options={LEAD_ASSIGNMENTS.map((value) => ({ value, label: t(`assignments.${value}`) }))}
      />
      {saved && <p role="status">{t('rulesSaved')}</p>}
      <SubmitRow submission={submission} onRetry={submit} label={t('saveRules')} />
    </form>
  );
}
