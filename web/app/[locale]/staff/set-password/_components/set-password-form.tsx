'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { staffPasswordSchema, type StaffPasswordInput } from '@/lib/validation/staff';
import { OneTimeLinkForm } from '../../_components/one-time-link-form';
import { useOneTimeLinkForm } from '../../_lib/use-one-time-link-form';

const FIELDS = ['password', 'confirmPassword'] as const;

/** Sets a member's password from their one-time link (its token: useLinkToken). */
export function SetPasswordForm() {
  const link = useOneTimeLinkForm<StaffPasswordInput>(
    { resolver: zodResolver(staffPasswordSchema), defaultValues: { token: '', password: '', confirmPassword: '' } },
    FIELDS,
    '/api/staff/password',
  );
  return <OneTimeLinkForm namespace="staffSetPasswordForm" link={link} />;
}
