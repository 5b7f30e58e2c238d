'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '@/components/forms/choice-field';
import { TextField } from '@/components/forms/text-field';
import { useLocalizedPath } from '@/components/ui/page-link';
import form from '@/components/ui/form.module.css';
import { pages } from '@/lib/routes/pages';
import { PAYMENT_STATUSES, PAYMENT_WAYS, type PaymentFilters, paymentFiltersSchema } from '@/lib/validation/payments';
import type { z } from 'zod';
import styles from '../../staff.module.css';

type Input = z.input<typeof paymentFiltersSchema>;

/** The Payments page's filters: they live in its address (status, how, dates: nothing personal), so they reload. */
export function PaymentFiltersForm({ initial }: { initial: PaymentFilters }) {
  const t = useTranslations('staffPaymentForms');
  const router = useRouter();
  const localized = useLocalizedPath();
  const [navigating, startNavigation] = useTransition();
  const f = useForm<Input, unknown, PaymentFilters>({
    resolver: zodResolver(paymentFiltersSchema),
    defaultValues: initial,
  });
  const submit = f.handleSubmit((filters) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
    startNavigation(() => router.push(localized(`${pages.staffPayments.path}${query.size ? `?${query}` : ''}`)));
  });
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('filters')}>
      <ChoiceField
        f={f}
        name="status"
        label={t('status')}
        options={[
          { value: '', label: t('any') },
          ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        ]}
      />
      <ChoiceField
        f={f}
        name="how"
        label={t('how')}
        options={[{ value: '', label: t('any') }, ...PAYMENT_WAYS.map((w) => ({ value: w, label: t(`ways.${w}`) }))]}
      />
      <TextField f={f} name="from" label={t('from')} type="date" />
      <TextField f={f} name="to" label={t('to')} type="date" />
      <div className={styles.filterActions}>
        <button type="submit" className={form.submit} disabled={navigating} aria-busy={navigating}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
