'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import type { AnyForm } from '@/components/forms/editable';
import { TextField } from '@/components/forms/text-field';
import { LOST_REASONS } from '@/lib/db/lead-words';

type LostWhy = { lostCode?: string; lostReason?: string };

/**
 * Why a lead was lost, asked when a form moves leads to Lost: the reason's code and a note (which 'Other' needs).
 * The lead's own form and the list's bulk bar both ask it, with the lead schemas' fields `lostCode` and `lostReason`.
 */
export function LostWhyFields<T extends FieldValues & LostWhy>({ f }: { f: AnyForm<T> }) {
  const t = useTranslations('staffLeadForms');
  const words = useTranslations('staffWords');
  return (
    <>
      <ChoiceField
        f={f}
        name={'lostCode' as Path<T>}
        label={t('lostCode')}
        options={LOST_REASONS.map((code) => ({ value: code, label: words(`lostReasons.${code}`) }))}
      />
      <TextField f={f} name={'lostReason' as Path<T>} label={t('lostReason')} maxLength={300} />
    </>
  );
}
