'use client';

import { useSaid } from '@/components/i18n/said-provider';
import type { ApiResult } from '@/lib/browser/academy-api';
import { useStaffAction } from './use-staff-action';

type Props = {
  /** The request the button makes; the page is read again when it succeeds. */
  send: () => Promise<ApiResult>;
  className?: string;
  label: string;
  /** Shown while the request runs; the label stays when absent. */
  busyLabel?: string;
  /** Said to screen readers after the label, so each row's button names its row ("Approve Asha"). */
  context: string;
};

/** A console row's one-click action (approve, send again): busy while it runs, the server's refusal beside it. */
export function StaffActionButton({ send, className, label, busyLabel, context }: Props) {
  const say = useSaid();
  const { busy, failure, run } = useStaffAction();
  return (
    <>
      <button type="button" className={className} disabled={busy} aria-busy={busy} onClick={() => void run(send)}>
        {busy && busyLabel ? busyLabel : label}
        <span className="visually-hidden">{context}</span>
      </button>
      {failure && <span role="alert">{say(failure)}</span>}
    </>
  );
}
