'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useSaid } from '@/components/i18n/said-provider';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { patchStaffJson } from '@/lib/browser/academy-api';
import { type MemberCategories, memberCategoriesSchema } from '@/lib/validation/staff';
import styles from '../../staff.module.css';

type Props = { memberId: number; name: string; chosen: number[]; categories: { id: number; name: string }[] };

/**
 * An admin chooses the categories whose new leads a counsellor takes when leads go by category (issue 54); none for
 * every category. Folded under what is chosen now.
 */
export function MemberCategoriesForm({ memberId, name, chosen, categories }: Props) {
  const t = useTranslations('staffTeamForms');
  const say = useSaid();
  const router = useRouter();
  const f = useForm<MemberCategories>({
    resolver: zodResolver(memberCategoriesSchema),
    defaultValues: { categories: chosen.map(String) },
  });
  const onSuccess = useCallback(() => router.refresh(), [router]);
  const submission = useSubmission<MemberCategories, unknown>({
    fields: ['categories'],
    form: f,
    onSuccess,
    post: patchStaffJson,
  });
  const submit = f.handleSubmit((values) => submission.send(`/api/staff/members/${memberId}`, values));
  const names = categories.filter((c) => chosen.includes(c.id)).map((c) => c.name);
  const error = f.formState.errors.categories?.message;
  return (
    <details className={styles.memberCategories}>
      <summary>{names.length ? names.join(', ') : t('anyCategory')}</summary>
      <form className={form.form} onSubmit={submit} noValidate aria-label={t('categoriesOf', { name })}>
        <fieldset aria-invalid={error ? true : undefined}>
          <legend className="visually-hidden">{t('categoriesOf', { name })}</legend>
          {categories.map((category) => (
            <label key={category.id} className={styles.checkRow}>
              <input type="checkbox" value={String(category.id)} {...f.register('categories')} />
              {category.name}
            </label>
          ))}
        </fieldset>
        {error && <p role="alert">{say(error)}</p>}
        <SubmitRow submission={submission} onRetry={submit} label={t('saveCategories')} />
      </form>
    </details>
  );
}
