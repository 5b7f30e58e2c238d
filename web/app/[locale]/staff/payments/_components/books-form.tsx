'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import form from '@/components/ui/form.module.css';
import { booksRangeSchema } from '@/lib/validation/payments';
import type { z } from 'zod';
import styles from '../../staff.module.css';

type Range = z.input<typeof booksRangeSchema>;

/** India's financial year so far ('2026-04-01' to today): what an accountant asks for first. */
function thisFinancialYear(): Range {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: `${month >= 4 ? year : year - 1}-04-01`, to: today };
}

/** The accountant's CSV of GST documents between two dates: a file the browser downloads (a plain GET). */
export function BooksForm() {
  const t = useTranslations('staffPaymentForms');
  const f = useForm<Range>({ resolver: zodResolver(booksRangeSchema), defaultValues: thisFinancialYear() });
  const submit = f.handleSubmit(({ from, to }) => {
    window.location.assign(`/api/staff/payments/export?${new URLSearchParams({ from, to })}`);
  });
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('books')}>
      <TextField f={f} name="from" label={t('from')} type="date" />
      <TextField f={f} name="to" label={t('to')} type="date" />
      <div className={styles.filterActions}>
        <button type="submit" className={form.submit}>
          {t('downloadBooks')}
        </button>
      </div>
    </form>
  );
}
