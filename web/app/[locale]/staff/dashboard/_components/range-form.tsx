'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { useLocalizedPath } from '@/components/ui/page-link';
import buttons from '@/components/ui/button.module.css';
import { pages } from '@/lib/routes/pages';
import { dashboardRangeSchema, type DashboardRange } from '@/lib/validation/leads';
import styles from './dashboard.module.css';

/**
 * The dashboard's date range, India's days, both included. Dates are no one's personal data: the range lives in the
 * address, so a view reloads and is shared as it is.
 */
export function RangeForm({ initial }: { initial: DashboardRange }) {
  const t = useTranslations('staffDashboard');
  const router = useRouter();
  const localized = useLocalizedPath();
  const [navigating, startNavigation] = useTransition();
  const f = useForm<DashboardRange>({ resolver: zodResolver(dashboardRangeSchema), defaultValues: initial });
  const submit = f.handleSubmit(({ from, to }) =>
    startNavigation(() => router.push(localized(`${pages.staffDashboard.path}?from=${from}&to=${to}`))),
  );
  return (
    <form className={styles.range} onSubmit={submit} noValidate aria-label={t('rangeForm')} aria-busy={navigating}>
      <TextField f={f} name="from" label={t('from')} type="date" />
      <TextField f={f} name="to" label={t('to')} type="date" />
      <button type="submit" className={buttons.primary} disabled={navigating} aria-busy={navigating}>
        {navigating ? t('showing') : t('show')}
      </button>
    </form>
  );
}
