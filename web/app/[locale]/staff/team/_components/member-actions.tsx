'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { patchStaffJson } from '@/lib/browser/academy-api';
import type { MemberListing } from '@/lib/staff/members';
import type { StaffChange } from '@/lib/validation/staff';
import { useStaffAction } from '../../_components/use-staff-action';
import styles from '../../staff.module.css';

/** An admin's controls for one member: their role, and disable / enable. The server refuses to lose the last admin. */
export function MemberActions({ member }: { member: MemberListing }) {
  const t = useTranslations('staffTeamForms');
  const words = useTranslations('staffWords');
  const say = useSaid();
  const roleId = useId();
  const { busy, failure, run } = useStaffAction();
  const change = (body: StaffChange) => run(() => patchStaffJson(`/api/staff/members/${member.id}`, body));
  return (
    <div className={styles.actions}>
      <label className="visually-hidden" htmlFor={roleId}>
        {t('roleOf', { email: member.email })}
      </label>
      <select
        id={roleId}
        className={form.control}
        value={member.role}
        disabled={busy}
        onChange={(event) => void change({ role: event.target.value as MemberListing['role'] })}
      >
        <option value="counsellor">{words('roles.counsellor')}</option>
        <option value="admin">{words('roles.admin')}</option>
      </select>
      <button
        type="button"
        className={buttons.outline}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void change({ disabled: member.active })}
      >
        {member.active ? t('disable') : t('enable')}
        <span className="visually-hidden"> {member.email}</span>
      </button>
      {failure && <span role="alert">{say(failure)}</span>}
    </div>
  );
}
