'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { EmailField } from '@/components/forms/text-field';
import { staffSetupSchema, type StaffSetupInput } from '@/lib/validation/staff';
import { OneTimeLinkForm } from '../../_components/one-time-link-form';
import { useOneTimeLinkForm } from '../../_lib/use-one-time-link-form';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/**
 * The first admin (issue 51): the person who runs the site opened the link their server printed, and gives their
 * email and a password here, in one step; then they sign in as every member does. The email goes in the POST body.
 */
export function SetupForm() {
  const t = useTranslations('staffSetupForm');
  const link = useOneTimeLinkForm<StaffSetupInput>(
    {
      resolver: zodResolver(staffSetupSchema),
      defaultValues: { token: '', email: '', password: '', confirmPassword: '' },
    },
    FIELDS,
    '/api/staff/setup',
  );
  return (
    <OneTimeLinkForm namespace="staffSetupForm" link={link}>
      <EmailField f={link.f} name="email" label={t('email')} autoComplete="username" />
    </OneTimeLinkForm>
  );
}
