'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/submit-row';
import { PhoneField, TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/components/forms/use-submission';
import form from '@/components/ui/form.module.css';
import { patchJson } from '@/lib/browser/academy-api';
import { updateStoredSession } from '@/lib/browser/stored-session';
import type { WireProfile } from '@/lib/backend/wire-forms';
import { profileSchema, type Profile, type ProfileInput } from '@/lib/validation/account';

const FIELDS = ['FullName', 'phonenumber'] as const;

/** Name and phone, with sign-up's rules; the header and the stored session show the new name at once. */
export function ProfileForm({ profile, onSaved }: { profile: WireProfile; onSaved: () => void }) {
  const t = useTranslations('account.profile');
  const f = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    mode: 'onBlur',
    reValidateMode: 'onSubmit',
    defaultValues: { FullName: profile.FullName, phonenumber: profile.phonenumber },
  });
  const [saved, setSaved] = useState(false);
  const onSuccess = useCallback(
    (body: WireProfile) => {
      updateStoredSession({ fullName: body.FullName, phone: body.phonenumber });
      f.reset({ FullName: body.FullName, phonenumber: body.phonenumber });
      setSaved(true);
      onSaved();
    },
    [f, onSaved],
  );
  const submission = useSubmission<ProfileInput, WireProfile>({
    fields: FIELDS,
    form: f,
    onSuccess,
    onSend: () => setSaved(false),
    post: patchJson,
  });
  const submit = f.handleSubmit((values) => submission.send('/api/user/profile', values));
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <TextField f={f} name="FullName" label={t('name')} autoComplete="name" />
      <PhoneField f={f} name="phonenumber" label={t('phone')} />
      <SubmitRow submission={submission} onRetry={submit} label={t('save')} />
      <p role="status" className={form.success}>
        {saved ? t('saved') : null}
      </p>
    </form>
  );
}
